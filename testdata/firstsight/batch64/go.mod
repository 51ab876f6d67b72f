module firstsight64

go 1.26.8

require (
	cirello.io/oversight v1.7.1
	github.com/OrlovEvgeny/go-mcache v0.0.0-20200121124330-1a8195b34f3a
	github.com/addrummond/heap v1.3.1
	github.com/btvoidx/mint v0.4.3
	github.com/dboslee/lru v0.0.1
	github.com/floatdrop/lru v1.3.0
	github.com/ianlopshire/go-async v1.0.0
	github.com/joeycumines/go-behaviortree v1.8.0
	github.com/koding/cache v0.0.0-20161222233015-e8a81b0b3f20
	github.com/pieterclaerhout/go-waitgroup v1.0.7
	github.com/rafaeldias/async v1.0.0
	github.com/x1m3/priorityQueue v0.0.0-20180318192439-29f82ba34a27
)

require (
	github.com/bahlo/generic-list-go v0.2.0 // indirect
	github.com/joeycumines/go-bigbuff v1.14.0 // indirect
	github.com/savsgio/gotils v0.0.0-20230208104028-c358bd845dee // indirect
	github.com/xlab/treeprint v1.1.0 // indirect
	golang.org/x/exp v0.0.0-20230817173708-d852ddb80c63 // indirect
	gopkg.in/mgo.v2 v2.0.0-20190816093944-a6b53ec6cb22 // indirect
)
