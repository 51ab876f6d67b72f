module firstsight60

go 1.26.8

require (
	code.cloudfoundry.org/go-pubsub v0.0.0-20250325104231-893079a7322c
	github.com/OneOfOne/cmap v0.0.0-20170825200327-ccaef7657ab8
	github.com/beevik/prefixtree/v2 v2.0.1
	github.com/fschuetz04/simgo v0.7.0
	github.com/katalvlaran/lvlath v0.0.3
	github.com/lthibault/jitterbug/v2 v2.2.2
	github.com/mfmayer/undostack v0.0.6
	github.com/phf/go-queue v0.0.0-20170504031614-9abe38d0371d
	github.com/robbyt/go-fsm/v2 v2.5.1
	github.com/samber/hot v0.13.0
	github.com/sherifabdlnaby/gpool v1.1.0
	gopkg.in/dnaeon/go-priorityqueue.v1 v1.1.1
)

require (
	github.com/DmitriyVTitov/size v1.5.0 // indirect
	github.com/beorn7/perks v1.0.1 // indirect
	github.com/cespare/xxhash/v2 v2.3.0 // indirect
	github.com/hashicorp/errwrap v1.0.0 // indirect
	github.com/hashicorp/go-multierror v1.1.1 // indirect
	github.com/munnerz/goautoneg v0.0.0-20191010083416-a7dc8b61c822 // indirect
	github.com/prometheus/client_golang v1.22.0 // indirect
	github.com/prometheus/client_model v0.6.1 // indirect
	github.com/prometheus/common v0.62.0 // indirect
	github.com/prometheus/procfs v0.15.1 // indirect
	github.com/samber/go-singleflightx v0.3.2 // indirect
	github.com/sherifabdlnaby/semaphore v1.1.0 // indirect
	golang.org/x/sys v0.30.0 // indirect
	google.golang.org/protobuf v1.36.5 // indirect
)
