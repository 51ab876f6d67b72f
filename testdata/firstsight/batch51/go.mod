module firstsight51

go 1.26.8

require (
	github.com/enriquebris/goconcurrentqueue v0.7.0
	github.com/gammazero/radixtree v0.4.0
	github.com/go-pkgz/syncs v1.3.2
	github.com/hallgren/eventsourcing v0.8.1
	github.com/kentik/patricia v1.2.1
	github.com/liyue201/gostl v1.2.0
	github.com/mattn/anko v0.1.10
	github.com/nakabonne/tstorage v0.3.6
	github.com/radovskyb/watcher v1.0.7
	github.com/reugn/go-streams v0.13.0
	github.com/slok/goresilience v0.2.0
	github.com/tidwall/hashmap v1.8.1
)

require (
	github.com/beorn7/perks v0.0.0-20180321164747-3a771d992973 // indirect
	github.com/golang/protobuf v1.2.0 // indirect
	github.com/hallgren/eventsourcing/core v0.4.0 // indirect
	github.com/klauspost/cpuid/v2 v2.0.9 // indirect
	github.com/matttproud/golang_protobuf_extensions v1.0.1 // indirect
	github.com/prometheus/client_golang v0.9.2 // indirect
	github.com/prometheus/client_model v0.0.0-20180712105110-5c3871d89910 // indirect
	github.com/prometheus/common v0.0.0-20181126121408-4724e9255275 // indirect
	github.com/prometheus/procfs v0.0.0-20181204211112-1dc9a6cbc91a // indirect
	github.com/zeebo/xxh3 v1.0.2 // indirect
)
