module firstsight68

go 1.26.8

require (
	github.com/ReneKroon/ttlcache/v2 v2.11.0
	github.com/dyrkin/fsm v0.0.0-20200122091000-a8e19481365d
	github.com/fufuok/cache v1.1.1
	github.com/goava/di v1.11.0
	github.com/golang-queue/queue v0.5.0
	github.com/hnlq715/golang-lru v0.3.0
	github.com/ivankorobkov/di v1.1.0
	github.com/korovkin/limiter v0.0.0-20260306054425-004398ae7895
	github.com/muir/nject/v2 v2.1.0
	github.com/neilotoole/errgroup v0.1.6
	github.com/netresearch/go-cron v0.9.1
	github.com/singchia/go-timer/v2 v2.2.1
)

require (
	github.com/jpillora/backoff v1.0.0 // indirect
	github.com/muir/reflectutils v0.11.0 // indirect
	github.com/pkg/errors v0.9.1 // indirect
	golang.org/x/sync v0.0.0-20210220032951-036812b2e83c // indirect
)
