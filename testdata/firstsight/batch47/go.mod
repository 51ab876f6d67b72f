module firstsight47

go 1.26.8

require (
	github.com/AgentCosmic/xvalid v1.1.0
	github.com/Narasimha1997/ratelimiter v1.1.1
	github.com/arran4/golang-ical v0.3.4
	github.com/fzipp/astar v0.2.0
	github.com/libp2p/go-buffer-pool v0.1.0
	github.com/mileusna/crontab v1.2.0
	github.com/nikunjy/rules v1.5.0
	github.com/shivamMg/trie v0.0.1
	github.com/shomali11/parallelizer v0.0.0-20220717173222-a6776fbf40a9
	github.com/ssgreg/repeat v1.5.1
	github.com/starwander/GoFibonacciHeap v0.0.0-20190508061137-ba2e4f01000a
	github.com/umpc/go-sortedmap v0.0.0-20180422175548-64ab94c482f4
)

require (
	github.com/antlr4-go/antlr/v4 v4.13.0 // indirect
	github.com/blang/semver v3.5.1+incompatible // indirect
	github.com/google/go-cmp v0.7.0 // indirect
	github.com/onsi/ginkgo v1.16.5 // indirect
	github.com/onsi/gomega v1.44.0 // indirect
	github.com/shivamMg/ppds v0.0.1 // indirect
	golang.org/x/exp v0.0.0-20230515195305-f3d0a9c9a5cc // indirect
	gopkg.in/guregu/null.v3 v3.5.0 // indirect
)
