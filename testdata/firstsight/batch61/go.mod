module firstsight61

go 1.26.8

require (
	github.com/CHH/eventemitter v0.0.0-20120807115904-3e42a20a6810
	github.com/EagleChen/mapmutex v0.0.0-20200716162114-c133e97096b7
	github.com/Velocidex/ordereddict v0.0.0-20250821063524-02dc06e46238
	github.com/alexions/go-lru-ttl-cache v0.1.3
	github.com/larscom/go-cache v1.5.3
	github.com/lxzan/memorycache v1.2.2
	github.com/mtchavez/skiplist v0.0.0-20180726135747-e84de0992d21
	github.com/opencoff/go-ratelimit v0.9.0
	github.com/qianbin/directcache v0.9.7
	github.com/theckman/go-fsm v0.0.2
	github.com/trustmaster/goflow v0.0.0-20210928125717-b7d4fd465ab2
	github.com/twmb/algoimpl v0.0.0-20170717182524-076353e90b94
)

require (
	github.com/Velocidex/json v0.0.0-20220224052537-92f3c0326e5a // indirect
	github.com/Velocidex/yaml/v2 v2.2.8 // indirect
	github.com/cespare/xxhash/v2 v2.1.2 // indirect
	github.com/dolthub/maphash v0.1.0 // indirect
	github.com/dolthub/swiss v0.2.1 // indirect
	github.com/kr/text v0.2.0 // indirect
	github.com/lxzan/dao v1.1.6 // indirect
	github.com/mhmtszr/concurrent-swiss-map v1.0.6 // indirect
	github.com/opencoff/golang-lru v0.6.0 // indirect
	golang.org/x/time v0.0.0-20191024005414-555d28b269f0 // indirect
)
