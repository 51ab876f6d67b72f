module firstsight57

go 1.26.8

require (
	github.com/albertorestifo/dijkstra v0.0.0-20160910063646-aba76f725f72
	github.com/dgrijalva/lfu-go v0.0.0-20141010002404-f174e76c5138
	github.com/giantswarm/retry-go v0.0.0-20151203102909-d78cea247d5e
	github.com/grafov/bcast v0.0.0-20190217190352-1447f067e08d
	github.com/imkira/go-observer v1.0.3
	github.com/oleksandr/conditions v0.0.0-20170913191404-8ed8af13bdec
	github.com/panmari/cuckoofilter v1.0.6
	github.com/rk/go-cron v0.0.0-20200210175235-e0dd106ca134
	github.com/sadlil/go-trigger v0.0.0-20170328161825-cfc3d83007cd
	github.com/shettyh/threadpool v0.0.0-20200323115144-b99fd8aaa945
	github.com/simonfxr/pubsub v0.0.5
	github.com/yangwenmai/ratelimit v0.0.0-20180104140304-44221c2292e1
)

require (
	github.com/dgryski/go-metro v0.0.0-20200812162917-85c65e2d0165 // indirect
	github.com/juju/errgo v0.0.0-20140925100237-08cceb5d0b53 // indirect
	github.com/smartystreets/goconvey v1.8.1 // indirect
	gopkg.in/fatih/set.v0 v0.2.1 // indirect
)
