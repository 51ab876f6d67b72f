module firstsight53

go 1.26.8

require (
	github.com/ahmetb/go-linq/v3 v3.2.0
	github.com/boz/go-throttle v0.0.0-20160922054636-fdc4eab740c1
	github.com/fatih/pool v3.0.0+incompatible
	github.com/go-pkgz/lcw/v2 v2.0.0
	github.com/husobee/vestigo v1.1.1
	github.com/kamildrazkiewicz/go-flow v0.0.0-20170919072006-2a1d885f8ce4
	github.com/platinummonkey/go-concurrency-limits v0.8.0
	github.com/reugn/async v0.9.0
	github.com/rfyiamcool/go-timewheel v1.1.0
	github.com/sakeven/RbTree v1.1.1
	github.com/vardius/worker-pool/v2 v2.1.0
	github.com/werbenhu/eventbus v1.0.8
)

require (
	github.com/cespare/xxhash/v2 v2.2.0 // indirect
	github.com/dgryski/go-rendezvous v0.0.0-20200823014737-9f7001d12a5f // indirect
	github.com/google/uuid v1.6.0 // indirect
	github.com/hashicorp/errwrap v1.1.0 // indirect
	github.com/hashicorp/go-multierror v1.1.1 // indirect
	github.com/hashicorp/golang-lru/v2 v2.0.7 // indirect
	github.com/redis/go-redis/v9 v9.4.0 // indirect
	golang.org/x/exp v0.0.0-20220706164943-b4a6d9510983 // indirect
)
