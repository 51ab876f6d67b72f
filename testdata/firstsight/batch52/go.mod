module firstsight52

go 1.26.8

require (
	github.com/ancientlore/go-avltree v1.0.3
	github.com/antlabs/timer v0.1.4
	github.com/chen3feng/stl4go v0.1.1
	github.com/cilium/workerpool v1.2.0
	github.com/eko/gocache/lib/v4 v4.2.0
	github.com/flowchartsman/retry v1.2.0
	github.com/kelindar/event v1.5.2
	github.com/kevinms/leakybucket-go v0.0.0-20200115003610-082473db97ca
	github.com/naoina/denco v0.0.0-20180930074809-8475105a6b4c
	github.com/roylee0704/gron v0.0.0-20160621042432-e78485adab46
	github.com/silenceper/pool v1.0.0
	github.com/smallnest/gofsm v0.0.0-20190306032117-f5ba1bddca7b
)

require (
	github.com/antlabs/stl v0.0.2 // indirect
	github.com/beorn7/perks v1.0.1 // indirect
	github.com/cespare/xxhash/v2 v2.3.0 // indirect
	github.com/konsorten/go-windows-terminal-sequences v1.0.1 // indirect
	github.com/prometheus/client_golang v1.19.0 // indirect
	github.com/prometheus/client_model v0.6.1 // indirect
	github.com/prometheus/common v0.52.3 // indirect
	github.com/prometheus/procfs v0.13.0 // indirect
	github.com/sirupsen/logrus v1.4.2 // indirect
	go.uber.org/mock v0.4.0 // indirect
	golang.org/x/exp v0.0.0-20240416160154-fe59bbe5cc7f // indirect
	golang.org/x/sync v0.7.0 // indirect
	golang.org/x/sys v0.19.0 // indirect
	google.golang.org/protobuf v1.33.0 // indirect
)
