// Package firstsight70 pins batch 70: packages hogen has never been run on.
package firstsight70

import (
	_ "github.com/JekaMas/workerpool"
	_ "github.com/caffix/eventbus"
	_ "github.com/euskadi31/go-eventemitter"
	_ "github.com/gliderlabs/comlab/pkg/events"
	_ "github.com/hayageek/threadsafe"
	_ "github.com/joway/pond"
	_ "github.com/msackman/skiplist"
	_ "github.com/mzz2017/go-engine/src/skiplist"
	_ "github.com/starwander/goraph"
	_ "github.com/ucwong/go-ttlmap"
)
