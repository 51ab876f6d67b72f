// Package firstsight60 pins batch 60: packages hogen has never been run on.
package firstsight60

import (
	_ "code.cloudfoundry.org/go-pubsub"
	_ "github.com/OneOfOne/cmap"
	_ "github.com/beevik/prefixtree/v2"
	_ "github.com/fschuetz04/simgo"
	_ "github.com/katalvlaran/lvlath/graph/core"
	_ "github.com/lthibault/jitterbug/v2"
	_ "github.com/mfmayer/undostack"
	_ "github.com/phf/go-queue/queue"
	_ "github.com/robbyt/go-fsm/v2"
	_ "github.com/samber/hot"
	_ "github.com/sherifabdlnaby/gpool"
	_ "gopkg.in/dnaeon/go-priorityqueue.v1"
)
