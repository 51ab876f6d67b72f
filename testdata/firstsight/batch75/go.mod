module firstsight75

go 1.26.8

require (
	connectrpc.com/grpchealth v1.5.0
	github.com/arl/statsviz v0.8.2
	github.com/awesome-gocui/gocui v1.1.0
	github.com/c-bata/go-prompt v0.2.6
	github.com/d--j/go-milter v0.10.1
	github.com/lesismal/nbio v1.6.8
	github.com/op/go-logging v0.0.0-20160315200505-970db520ece7
	github.com/opentracing/opentracing-go v1.2.0
	github.com/sebest/xff v0.0.0-20210106013422-671bd2870b3a
	github.com/simonvetter/modbus v1.6.4
)

require (
	connectrpc.com/connect v1.11.0 // indirect
	github.com/emersion/go-message v0.18.2 // indirect
	github.com/gdamore/encoding v1.0.0 // indirect
	github.com/gdamore/tcell/v2 v2.4.0 // indirect
	github.com/goburrow/serial v0.1.0 // indirect
	github.com/gorilla/websocket v1.5.3 // indirect
	github.com/lucasb-eyer/go-colorful v1.0.3 // indirect
	github.com/mattn/go-colorable v0.1.7 // indirect
	github.com/mattn/go-isatty v0.0.12 // indirect
	github.com/mattn/go-runewidth v0.0.10 // indirect
	github.com/mattn/go-tty v0.0.3 // indirect
	github.com/pkg/term v1.2.0-beta.2 // indirect
	github.com/rivo/uniseg v0.1.0 // indirect
	golang.org/x/sys v0.35.0 // indirect
	golang.org/x/term v0.5.0 // indirect
	golang.org/x/text v0.28.0 // indirect
	google.golang.org/protobuf v1.33.0 // indirect
)
