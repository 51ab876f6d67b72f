// Package firstsight65 pins batch 65: packages hogen has never been run on.
package firstsight65

import (
	_ "github.com/StudioSol/async"
	_ "github.com/andres-erbsen/clock"
	_ "github.com/carlmjohnson/flowmatic"
	_ "github.com/egonelbre/async"
	_ "github.com/fogfish/skiplist"
	_ "github.com/go-chi/stampede"
	_ "github.com/golobby/container/v3"
	_ "github.com/kpango/gache/v2"
	_ "github.com/sarulabs/di/v2"
	_ "github.com/theodesp/blockingQueues"
	_ "github.com/vburenin/nsync"
	_ "github.com/viney-shih/goroutines"
)
