// Package firstsight51 pins batch 51: packages hogen has never been run on.
package firstsight51

import (
	_ "github.com/enriquebris/goconcurrentqueue"
	_ "github.com/gammazero/radixtree"
	_ "github.com/go-pkgz/syncs"
	_ "github.com/hallgren/eventsourcing"
	_ "github.com/kentik/patricia/generics_tree"
	_ "github.com/liyue201/gostl/ds/rbtree"
	_ "github.com/mattn/anko/vm"
	_ "github.com/nakabonne/tstorage"
	_ "github.com/radovskyb/watcher"
	_ "github.com/reugn/go-streams/flow"
	_ "github.com/slok/goresilience/concurrencylimit"
	_ "github.com/tidwall/hashmap"
)
