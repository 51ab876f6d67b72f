module firstsight43

go 1.26.8

require (
	github.com/Oudwins/zog v0.22.0
	github.com/ahmetb/go-linq/v4 v4.0.0
	github.com/beefsack/go-rate v0.0.0-20220214233405-116f4ca011a0
	github.com/edwingeng/deque/v2 v2.1.1
	github.com/goburrow/cache v0.1.4
	github.com/hmdsefi/gograph v0.7.0
	github.com/madflojo/tasks v1.3.0
	github.com/mustafaturan/bus/v3 v3.0.3
	github.com/skx/evalfilter/v2 v2.1.19
	github.com/teivah/broadcast v0.1.0
	github.com/wangjia184/sortedset v0.0.0-20220209072355-af6d6d227aa7
	github.com/yoheimuta/go-protoparser/v4 v4.14.2
)

require (
	github.com/rs/xid v1.6.0 // indirect
	golang.org/x/exp v0.0.0-20240613232115-7f521ea00fb8 // indirect
)
