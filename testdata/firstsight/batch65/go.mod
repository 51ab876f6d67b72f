module firstsight65

go 1.26.8

require (
	github.com/StudioSol/async v1.0.0
	github.com/andres-erbsen/clock v0.0.0-20160526145045-9e14626cd129
	github.com/carlmjohnson/flowmatic v0.23.4
	github.com/egonelbre/async v0.0.0-20180428125808-52e5b9c6d8ca
	github.com/fogfish/skiplist v0.15.0
	github.com/go-chi/stampede v0.9.1
	github.com/golobby/container/v3 v3.3.2
	github.com/kpango/gache/v2 v2.1.1
	github.com/sarulabs/di/v2 v2.5.2
	github.com/theodesp/blockingQueues v0.0.0-20171230192932-26531ad66e7c
	github.com/vburenin/nsync v0.0.0-20160822015540-9a75d1c80410
	github.com/viney-shih/goroutines v1.1.4
)

require (
	github.com/carlmjohnson/deque v0.23.1 // indirect
	github.com/fogfish/golem/trait v0.2.0 // indirect
	github.com/goware/cachestore2 v0.12.2 // indirect
	github.com/goware/singleflight v0.3.0 // indirect
	github.com/klauspost/cpuid/v2 v2.2.10 // indirect
	github.com/kpango/fastime v1.1.9 // indirect
	github.com/smartystreets/goconvey v1.8.1 // indirect
	github.com/zeebo/xxh3 v1.0.2 // indirect
	golang.org/x/sys v0.32.0 // indirect
)
