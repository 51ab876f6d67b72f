// Package firstsight8 pins batch 8: packages hogen has never been run on.
package firstsight8

import (
	_ "github.com/asaskevich/EventBus"
	_ "github.com/patrickmn/go-cache"
	_ "github.com/jellydator/ttlcache/v3"
	_ "github.com/google/btree"
	_ "github.com/tidwall/btree"
	_ "github.com/huandu/skiplist"
	_ "github.com/gammazero/deque"
	_ "github.com/deckarep/golang-set/v2"
	_ "github.com/orcaman/concurrent-map/v2"
	_ "github.com/armon/go-radix"
	_ "github.com/gammazero/workerpool"
	_ "github.com/benbjohnson/immutable"
)
