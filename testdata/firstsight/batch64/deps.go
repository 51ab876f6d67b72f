// Package firstsight64 pins batch 64: packages hogen has never been run on.
package firstsight64

import (
	_ "cirello.io/oversight"
	_ "github.com/OrlovEvgeny/go-mcache"
	_ "github.com/addrummond/heap"
	_ "github.com/btvoidx/mint"
	_ "github.com/dboslee/lru"
	_ "github.com/floatdrop/lru"
	_ "github.com/ianlopshire/go-async"
	_ "github.com/joeycumines/go-behaviortree"
	_ "github.com/koding/cache"
	_ "github.com/pieterclaerhout/go-waitgroup"
	_ "github.com/rafaeldias/async"
	_ "github.com/x1m3/priorityQueue"
)
