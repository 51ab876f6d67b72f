// Package realcorpus pins real third-party packages that take callbacks, interfaces and comparators and hold
// state, for running hogen on code that nobody on the project wrote.
package realworld

import (
	_ "github.com/Code-Hex/go-generics-cache"
	_ "github.com/VictoriaMetrics/fastcache"
	_ "github.com/allegro/bigcache/v3"
	_ "github.com/alitto/pond"
	_ "github.com/alphadose/haxmap"
	_ "github.com/avast/retry-go/v4"
	_ "github.com/benbjohnson/clock"
	_ "github.com/cenkalti/backoff/v4"
	_ "github.com/coocood/freecache"
	_ "github.com/cskr/pubsub"
	_ "github.com/derekparker/trie"
	_ "github.com/dgraph-io/ristretto/v2"
	_ "github.com/dominikbraun/graph"
	_ "github.com/eapache/queue"
	_ "github.com/elliotchance/orderedmap"
	_ "github.com/go-co-op/gocron/v2"
	_ "github.com/golang/groupcache/lru"
	_ "github.com/golang/groupcache/singleflight"
	_ "github.com/hashicorp/go-set/v3"
	_ "github.com/igrmk/treemap/v2"
	_ "github.com/jonboulle/clockwork"
	_ "github.com/mitchellh/reflectwalk"
	_ "github.com/panjf2000/ants/v2"
	_ "github.com/petar/GoLLRB/llrb"
	_ "github.com/puzpuzpuz/xsync/v3"
	_ "github.com/samber/lo"
	_ "github.com/sethvargo/go-retry"
	_ "github.com/sourcegraph/conc/pool"
	_ "github.com/sourcegraph/conc/iter"
	_ "github.com/tidwall/rtree"
	_ "github.com/vmihailenco/go-tinylfu"

	// Chosen for hogen on top of the shared corpus.
	_ "github.com/looplab/fsm"
	_ "github.com/hashicorp/golang-lru/v2"
	_ "github.com/emirpasic/gods/trees/redblacktree"
	_ "github.com/emirpasic/gods/lists/arraylist"
)
