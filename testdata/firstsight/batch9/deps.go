// Package firstsight9 pins batch 9: packages hogen has never been run on.
package firstsight9

import (
	_ "github.com/muesli/cache2go"
	_ "github.com/bluele/gcache"
	_ "github.com/sony/gobreaker"
	_ "github.com/eapache/channels"
	_ "github.com/rcrowley/go-metrics"
	_ "github.com/RoaringBitmap/roaring"
	_ "github.com/wk8/go-ordered-map/v2"
	_ "github.com/hashicorp/go-immutable-radix/v2"
	_ "github.com/bits-and-blooms/bitset"
	_ "github.com/smallnest/chanx"
	_ "github.com/hashicorp/go-memdb"
	_ "github.com/reugn/go-quartz/quartz"
)
