module firstsight66

go 1.26.8

require (
	github.com/alibaba/sentinel-golang v1.0.4
	github.com/bool64/cache v0.4.8
	github.com/cheshir/ttlcache v1.0.0
	github.com/defval/di v1.12.0
	github.com/glycerine/rbtree v0.0.0-20190406191118-ceb71889d809
	github.com/gravitational/ttlmap/v2 v2.0.0-20200702161230-1bbfd908876d
	github.com/looplab/eventhorizon v0.16.0
	github.com/smartwalle/queue v0.0.4
	github.com/ugurcsen/gods-generic v0.10.4
	github.com/workanator/go-floc/v3 v3.0.1
	github.com/ysmood/goob v0.4.0
	github.com/yudppp/throttle v1.0.4
)

require (
	github.com/beorn7/perks v1.0.1 // indirect
	github.com/cespare/xxhash/v2 v2.2.0 // indirect
	github.com/golang/protobuf v1.5.2 // indirect
	github.com/google/uuid v1.3.0 // indirect
	github.com/jonboulle/clockwork v0.1.0 // indirect
	github.com/matttproud/golang_protobuf_extensions v1.0.1 // indirect
	github.com/pkg/errors v0.9.1 // indirect
	github.com/prometheus/client_golang v1.9.0 // indirect
	github.com/prometheus/client_model v0.2.0 // indirect
	github.com/prometheus/common v0.15.0 // indirect
	github.com/prometheus/procfs v0.2.0 // indirect
	golang.org/x/sys v0.15.0 // indirect
	google.golang.org/protobuf v1.27.1 // indirect
	gopkg.in/yaml.v2 v2.3.0 // indirect
)
