module firstsight32

go 1.26.8

require (
	github.com/armon/circbuf v0.0.0-20190214190532-5111143e8da2
	github.com/chengxilo/virtualterm v1.0.4
	github.com/client9/misspell v0.3.4
	github.com/cockroachdb/fifo v0.0.0-20240606204812-0bbfbd93a7ce
	github.com/dgryski/go-rendezvous v0.0.0-20200823014737-9f7001d12a5f
	github.com/google/subcommands v1.2.0
	github.com/gorilla/handlers v1.5.2
	github.com/hashicorp/go-raftchunking v0.6.3-0.20191002164813-7e9e8525653a
	github.com/kelindar/binary v1.0.19
	github.com/tailscale/hujson v0.0.0-20260727124030-b80ff77dac4f
	github.com/yudai/gojsondiff v1.0.0
	go4.org v0.0.0-20260112195520-a5071408f32f
)

require (
	github.com/armon/go-metrics v0.0.0-20190430140413-ec5e00d3c878 // indirect
	github.com/felixge/httpsnoop v1.0.4 // indirect
	github.com/golang/protobuf v1.5.0 // indirect
	github.com/hashicorp/errwrap v1.0.0 // indirect
	github.com/hashicorp/go-hclog v0.9.1 // indirect
	github.com/hashicorp/go-immutable-radix v1.0.0 // indirect
	github.com/hashicorp/go-msgpack v0.5.5 // indirect
	github.com/hashicorp/golang-lru v0.5.0 // indirect
	github.com/hashicorp/raft v1.1.2-0.20191002163536-9c6bd3e3eb17 // indirect
	github.com/mattn/go-colorable v0.1.16 // indirect
	github.com/mattn/go-runewidth v0.0.16 // indirect
	github.com/mitchellh/copystructure v1.0.0 // indirect
	github.com/mitchellh/reflectwalk v1.0.0 // indirect
	github.com/onsi/ginkgo v1.16.5 // indirect
	github.com/onsi/gomega v1.44.0 // indirect
	github.com/rivo/uniseg v0.2.0 // indirect
	github.com/sergi/go-diff v1.4.0 // indirect
	github.com/yudai/golcs v0.0.0-20170316035057-ecda9a501e82 // indirect
	github.com/yudai/pp v2.0.1+incompatible // indirect
	google.golang.org/protobuf v1.36.11 // indirect
)
