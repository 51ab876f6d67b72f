// Package firstsight66 pins batch 66: packages hogen has never been run on.
package firstsight66

import (
	_ "github.com/alibaba/sentinel-golang/core/circuitbreaker"
	_ "github.com/bool64/cache"
	_ "github.com/cheshir/ttlcache"
	_ "github.com/defval/di"
	_ "github.com/glycerine/rbtree"
	_ "github.com/gravitational/ttlmap/v2"
	_ "github.com/looplab/eventhorizon/eventbus/local"
	_ "github.com/smartwalle/queue/delay"
	_ "github.com/ugurcsen/gods-generic/trees/redblacktree"
	_ "github.com/workanator/go-floc/v3"
	_ "github.com/ysmood/goob"
	_ "github.com/yudppp/throttle"
)
