module firstsight70

go 1.26.8

require (
	github.com/JekaMas/workerpool v1.1.8
	github.com/caffix/eventbus v0.1.3
	github.com/euskadi31/go-eventemitter v1.1.1
	github.com/gliderlabs/comlab v0.1.0
	github.com/hayageek/threadsafe v1.0.1
	github.com/joway/pond v0.0.3
	github.com/msackman/skiplist v1.0.0
	github.com/mzz2017/go-engine v0.0.0-20200509094339-b56921189229
	github.com/starwander/goraph v0.0.0-20200325033650-cb8f0beb44cc
	github.com/ucwong/go-ttlmap v2.0.0+incompatible
)

require (
	github.com/caffix/queue v0.1.3 // indirect
	github.com/gammazero/deque v0.2.0 // indirect
	github.com/golang-collections/collections v0.0.0-20130729185459-604e922904d3 // indirect
	github.com/onsi/ginkgo v1.16.5 // indirect
	github.com/onsi/gomega v1.44.0 // indirect
	github.com/starwander/GoFibonacciHeap v0.0.0-20190508061137-ba2e4f01000a // indirect
)
