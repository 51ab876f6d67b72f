// Package firstsight57 pins batch 57: packages hogen has never been run on.
package firstsight57

import (
	_ "github.com/albertorestifo/dijkstra"
	_ "github.com/dgrijalva/lfu-go"
	_ "github.com/giantswarm/retry-go"
	_ "github.com/grafov/bcast"
	_ "github.com/imkira/go-observer"
	_ "github.com/oleksandr/conditions"
	_ "github.com/panmari/cuckoofilter"
	_ "github.com/rk/go-cron"
	_ "github.com/sadlil/go-trigger"
	_ "github.com/shettyh/threadpool"
	_ "github.com/simonfxr/pubsub"
	_ "github.com/yangwenmai/ratelimit/leakybucket"
)
