// Package firstsight50 pins batch 50: packages hogen has never been run on.
package firstsight50

import (
	_ "github.com/Jeffail/tunny"
	_ "github.com/beefsack/go-astar"
	_ "github.com/go-kratos/aegis/circuitbreaker/sre"
	_ "github.com/greatroar/blobloom"
	_ "github.com/nsqio/go-diskqueue"
	_ "github.com/olebedev/emitter"
	_ "github.com/phuslu/lru"
	_ "github.com/prataprc/goparsec"
	_ "github.com/procyon-projects/chrono"
	_ "github.com/sean-public/fast-skiplist"
	_ "github.com/tyler-sommer/stick"
	_ "github.com/vladopajic/go-actor/actor"
)
