module firstsight24

go 1.26.8

require (
	github.com/alecthomas/chroma/v2 v2.27.0
	github.com/anishathalye/porcupine v1.3.1
	github.com/dave/jennifer v1.7.1
	github.com/go-ozzo/ozzo-validation/v4 v4.4.1
	github.com/nikolalohinski/gonja/v2 v2.9.1
	github.com/open-feature/go-sdk v1.20.0
	github.com/pmezard/go-difflib v1.0.0
	github.com/schollz/progressbar/v3 v3.19.1
	github.com/transparency-dev/merkle v0.0.2
	github.com/vikstrous/dataloadgen v0.0.10
	github.com/xwb1989/sqlparser v0.0.0-20180606152119-120387863bf2
	modernc.org/b/v2 v2.1.10
)

require (
	github.com/dlclark/regexp2/v2 v2.2.1 // indirect
	github.com/dustin/go-humanize v1.0.1 // indirect
	github.com/json-iterator/go v1.1.12 // indirect
	github.com/mitchellh/colorstring v0.0.0-20190213212951-d06e56a500db // indirect
	github.com/modern-go/concurrent v0.0.0-20180306012644-bacd9c7ef1dd // indirect
	github.com/modern-go/reflect2 v1.0.2 // indirect
	github.com/pkg/errors v0.9.1 // indirect
	github.com/rivo/uniseg v0.4.7 // indirect
	github.com/sirupsen/logrus v1.9.3 // indirect
	go.opentelemetry.io/otel v1.11.1 // indirect
	go.opentelemetry.io/otel/trace v1.11.1 // indirect
	go.uber.org/mock v0.6.0 // indirect
	golang.org/x/exp v0.0.0-20240719175910-8a7402abbf56 // indirect
	golang.org/x/sys v0.46.0 // indirect
	golang.org/x/term v0.44.0 // indirect
	golang.org/x/text v0.43.0 // indirect
	modernc.org/mathutil v1.7.1 // indirect
	modernc.org/strutil v1.2.1 // indirect
)
