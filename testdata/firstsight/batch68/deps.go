// Package firstsight68 pins batch 68: packages hogen has never been run on.
package firstsight68

import (
	_ "github.com/ReneKroon/ttlcache/v2"
	_ "github.com/dyrkin/fsm"
	_ "github.com/fufuok/cache"
	_ "github.com/goava/di"
	_ "github.com/golang-queue/queue"
	_ "github.com/hnlq715/golang-lru"
	_ "github.com/ivankorobkov/di"
	_ "github.com/korovkin/limiter"
	_ "github.com/muir/nject/v2"
	_ "github.com/neilotoole/errgroup"
	_ "github.com/netresearch/go-cron"
	_ "github.com/singchia/go-timer/v2"
)
