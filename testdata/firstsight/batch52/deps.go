// Package firstsight52 pins batch 52: packages hogen has never been run on.
package firstsight52

import (
	_ "github.com/ancientlore/go-avltree"
	_ "github.com/antlabs/timer"
	_ "github.com/chen3feng/stl4go"
	_ "github.com/cilium/workerpool"
	_ "github.com/eko/gocache/lib/v4/cache"
	_ "github.com/flowchartsman/retry"
	_ "github.com/kelindar/event"
	_ "github.com/kevinms/leakybucket-go"
	_ "github.com/naoina/denco"
	_ "github.com/roylee0704/gron"
	_ "github.com/silenceper/pool"
	_ "github.com/smallnest/gofsm"
)
