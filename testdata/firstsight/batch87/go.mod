module firstsight87

go 1.26.8

require (
	codeberg.org/readeck/go-readability/v2 v2.1.3
	github.com/6tail/lunar-go v1.4.7
	github.com/disintegration/imaging v1.6.2
	github.com/dmitryikh/leaves v0.0.0-20230708180554-25d19a787328
	github.com/gpustack/gguf-parser-go v0.28.1
	github.com/jhump/protoreflect/v2 v2.0.0
	github.com/longbridgeapp/opencc v0.3.13
	github.com/quagmt/udecimal v1.10.1
	github.com/vanng822/go-premailer v1.38.0
	go.jetify.com/typeid v1.3.0
)

require (
	github.com/PuerkitoBio/goquery v1.13.0 // indirect
	github.com/andybalholm/cascadia v1.3.4 // indirect
	github.com/clipperhouse/uax29/v2 v2.2.0 // indirect
	github.com/fatih/color v1.18.0 // indirect
	github.com/go-shiori/dom v0.0.0-20230515143342-73569d674e1c // indirect
	github.com/gofrs/uuid/v5 v5.2.0 // indirect
	github.com/gogs/chardet v0.0.0-20211120154057-b7413eaefb8f // indirect
	github.com/gorilla/css v1.0.1 // indirect
	github.com/henvic/httpretty v0.1.4 // indirect
	github.com/inbucket/html2text v1.0.0 // indirect
	github.com/itlightning/dateparse v0.2.1 // indirect
	github.com/json-iterator/go v1.1.12 // indirect
	github.com/liuzl/cedar-go v0.0.0-20170805034717-80a9c64b256d // indirect
	github.com/liuzl/da v0.0.0-20180704015230-14771aad5b1d // indirect
	github.com/mattn/go-colorable v0.1.14 // indirect
	github.com/mattn/go-isatty v0.0.20 // indirect
	github.com/mattn/go-runewidth v0.0.19 // indirect
	github.com/modern-go/concurrent v0.0.0-20180306012644-bacd9c7ef1dd // indirect
	github.com/modern-go/reflect2 v1.0.2 // indirect
	github.com/olekukonko/errors v1.1.0 // indirect
	github.com/olekukonko/ll v0.0.9 // indirect
	github.com/olekukonko/tablewriter v1.0.7 // indirect
	github.com/rivo/uniseg v0.4.7 // indirect
	github.com/smallnest/ringbuffer v0.0.0-20241116012123-461381446e3d // indirect
	github.com/ssor/bom v0.0.0-20170718123548-6386211fdfcf // indirect
	github.com/vanng822/css v1.0.1 // indirect
	golang.org/x/crypto v0.58.0 // indirect
	golang.org/x/exp v0.0.0-20241108190413-2d47ceb2692f // indirect
	golang.org/x/image v0.14.0 // indirect
	golang.org/x/mod v0.41.0 // indirect
	golang.org/x/net v0.62.0 // indirect
	golang.org/x/sync v0.24.0 // indirect
	golang.org/x/sys v0.49.0 // indirect
	golang.org/x/text v0.43.0 // indirect
	golang.org/x/tools v0.51.0 // indirect
	gonum.org/v1/gonum v0.15.1 // indirect
	google.golang.org/protobuf v1.36.12 // indirect
)
