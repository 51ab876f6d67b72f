module firstsight50

go 1.26.8

require (
	github.com/Jeffail/tunny v0.1.4
	github.com/beefsack/go-astar v0.0.0-20200827232313-4ecf9e304482
	github.com/go-kratos/aegis v0.2.0
	github.com/greatroar/blobloom v0.8.1
	github.com/nsqio/go-diskqueue v1.1.0
	github.com/olebedev/emitter v0.0.0-20230411050614-349169dec2ba
	github.com/phuslu/lru v1.0.18
	github.com/prataprc/goparsec v0.0.0-20211219142520-daac0e635e7e
	github.com/procyon-projects/chrono v1.1.0
	github.com/sean-public/fast-skiplist v0.0.0-20200308194023-d7f7945b944e
	github.com/tyler-sommer/stick v1.0.6
	github.com/vladopajic/go-actor v0.9.6
)

require (
	github.com/gammazero/deque v1.0.0 // indirect
	github.com/shopspring/decimal v0.0.0-20180709203117-cd690d0c9e24 // indirect
)
