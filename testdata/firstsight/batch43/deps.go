// Package firstsight43 pins batch 43: packages hogen has never been run on.
package firstsight43

import (
	_ "github.com/Oudwins/zog"
	_ "github.com/ahmetb/go-linq/v4"
	_ "github.com/beefsack/go-rate"
	_ "github.com/edwingeng/deque/v2"
	_ "github.com/goburrow/cache"
	_ "github.com/hmdsefi/gograph"
	_ "github.com/madflojo/tasks"
	_ "github.com/mustafaturan/bus/v3"
	_ "github.com/skx/evalfilter/v2"
	_ "github.com/teivah/broadcast"
	_ "github.com/wangjia184/sortedset"
	_ "github.com/yoheimuta/go-protoparser/v4"
)
