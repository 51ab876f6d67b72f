module example.com/realworld

go 1.26.0

require (
	github.com/Code-Hex/go-generics-cache v1.5.1
	github.com/ThreeDotsLabs/watermill v1.5.1
	github.com/VictoriaMetrics/fastcache v1.13.0
	github.com/VividCortex/ewma v1.2.0
	github.com/Workiva/go-datastructures v1.1.7
	github.com/alitto/pond v1.9.2
	github.com/allegro/bigcache/v3 v3.1.0
	github.com/alphadose/haxmap v1.4.0
	github.com/avast/retry-go/v4 v4.7.0
	github.com/benbjohnson/clock v1.3.5
	github.com/bep/debounce v1.2.1
	github.com/cenkalti/backoff/v4 v4.3.0
	github.com/coocood/freecache v1.2.7
	github.com/cskr/pubsub v1.0.2
	github.com/cskr/pubsub/v2 v2.0.2
	github.com/derekparker/trie v0.0.0-20230829180723-39f4de51ef7d
	github.com/dgraph-io/ristretto/v2 v2.4.2
	github.com/dominikbraun/graph v0.23.0
	github.com/eapache/queue v1.1.0
	github.com/elliotchance/orderedmap v1.8.0
	github.com/emirpasic/gods v1.18.1
	github.com/go-co-op/gocron/v2 v2.21.2
	github.com/golang/groupcache v0.0.0-20241129210726-2c02b8208cf8
	github.com/hashicorp/go-set/v3 v3.0.1
	github.com/hashicorp/golang-lru/v2 v2.0.7
	github.com/igrmk/treemap/v2 v2.0.1
	github.com/jonboulle/clockwork v0.5.0
	github.com/juju/ratelimit v1.0.2
	github.com/looplab/fsm v1.0.3
	github.com/mitchellh/reflectwalk v1.0.2
	github.com/panjf2000/ants/v2 v2.12.1
	github.com/paulbellamy/ratecounter v0.2.0
	github.com/petar/GoLLRB v0.0.0-20210522233825-ae3b015fd3e9
	github.com/puzpuzpuz/xsync/v3 v3.5.1
	github.com/samber/lo v1.53.0
	github.com/sethvargo/go-limiter v0.7.1
	github.com/sethvargo/go-retry v0.5.0
	github.com/sourcegraph/conc v0.3.0
	github.com/tidwall/rtree v1.10.0
	github.com/tidwall/tinyqueue v0.1.1
	github.com/vmihailenco/go-tinylfu v0.2.2
	github.com/zyedidia/generic v1.2.1
	go.uber.org/atomic v1.12.0
	go.uber.org/ratelimit v0.3.1
	golang.org/x/sync v0.24.0
	golang.org/x/time v0.16.0
)

require (
	github.com/cespare/xxhash/v2 v2.3.0 // indirect
	github.com/dustin/go-humanize v1.0.1 // indirect
	github.com/golang/snappy v1.0.0 // indirect
	github.com/google/uuid v1.6.0 // indirect
	github.com/lithammer/shortuuid/v3 v3.0.7 // indirect
	github.com/oklog/ulid v1.3.1 // indirect
	github.com/pkg/errors v0.9.1 // indirect
	github.com/robfig/cron/v3 v3.0.1 // indirect
	github.com/segmentio/fasthash v1.0.3 // indirect
	github.com/tidwall/geoindex v1.7.0 // indirect
	go.uber.org/multierr v1.9.0 // indirect
	golang.org/x/exp v0.0.0-20221031165847-c99f073a8326 // indirect
	golang.org/x/sys v0.36.0 // indirect
	golang.org/x/text v0.22.0 // indirect
)
