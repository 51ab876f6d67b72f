module example.com/realworld

go 1.26.5

require (
	github.com/Code-Hex/go-generics-cache v1.5.1
	github.com/Knetic/govaluate v3.0.0+incompatible
	github.com/PaesslerAG/gval v1.2.4
	github.com/RoaringBitmap/roaring v1.9.4
	github.com/ThreeDotsLabs/watermill v1.5.1
	github.com/VictoriaMetrics/fastcache v1.13.0
	github.com/VividCortex/ewma v1.2.0
	github.com/Workiva/go-datastructures v1.1.7
	github.com/Yiling-J/theine-go v0.6.3
	github.com/afex/hystrix-go v0.0.0-20180502004556-fa1af6a1f4f5
	github.com/alitto/pond v1.9.2
	github.com/alitto/pond/v2 v2.7.1
	github.com/allegro/bigcache/v3 v3.1.0
	github.com/alphadose/haxmap v1.4.0
	github.com/antchfx/xpath v1.3.9
	github.com/armon/go-radix v0.0.0-20180808171621-7fddfc383310
	github.com/asaskevich/EventBus v0.0.0-20200907212545-49d423059eef
	github.com/avast/retry-go/v4 v4.7.0
	github.com/benbjohnson/clock v1.3.5
	github.com/benbjohnson/immutable v0.4.3
	github.com/bep/debounce v1.2.1
	github.com/bits-and-blooms/bitset v1.29.0
	github.com/bits-and-blooms/bloom/v3 v3.7.1
	github.com/bluele/gcache v0.0.2
	github.com/cenkalti/backoff/v4 v4.3.0
	github.com/coder/quartz v0.3.1
	github.com/coocood/freecache v1.2.7
	github.com/creachadair/mds v0.32.0
	github.com/cskr/pubsub v1.0.2
	github.com/cskr/pubsub/v2 v2.0.2
	github.com/deckarep/golang-set/v2 v2.9.0
	github.com/derekparker/trie v0.0.0-20230829180723-39f4de51ef7d
	github.com/dghubble/trie v0.1.0
	github.com/dgraph-io/ristretto/v2 v2.4.2
	github.com/dlclark/regexp2 v1.12.0
	github.com/dolthub/swiss v0.2.1
	github.com/dominikbraun/graph v0.23.0
	github.com/dustin/go-broadcast v0.0.0-20171205050544-f664265f5a66
	github.com/eapache/channels v1.1.0
	github.com/eapache/go-resiliency v1.7.0
	github.com/eapache/queue v1.1.0
	github.com/elliotchance/orderedmap v1.8.0
	github.com/emirpasic/gods v1.18.1
	github.com/expr-lang/expr v1.17.8
	github.com/failsafe-go/failsafe-go v0.9.8
	github.com/gammazero/deque v1.2.3
	github.com/gammazero/workerpool v1.3.0
	github.com/go-co-op/gocron/v2 v2.21.2
	github.com/go-logr/logr v1.4.4
	github.com/go-pkgz/expirable-cache/v3 v3.0.0
	github.com/gobwas/glob v1.1.0
	github.com/golang/groupcache v0.0.0-20241129210726-2c02b8208cf8
	github.com/google/btree v1.1.3
	github.com/hashicorp/go-immutable-radix/v2 v2.1.0
	github.com/hashicorp/go-memdb v1.3.5
	github.com/hashicorp/go-metrics v0.7.0
	github.com/hashicorp/go-multierror v1.1.1
	github.com/hashicorp/go-set/v3 v3.0.1
	github.com/hashicorp/golang-lru/arc/v2 v2.0.7
	github.com/hashicorp/golang-lru/v2 v2.0.7
	github.com/heimdalr/dag v1.5.0
	github.com/huandu/skiplist v1.2.1
	github.com/iancoleman/orderedmap v0.3.0
	github.com/igrmk/treemap/v2 v2.0.1
	github.com/jackc/puddle/v2 v2.2.3
	github.com/jellydator/ttlcache/v2 v2.11.1
	github.com/jellydator/ttlcache/v3 v3.4.1
	github.com/jinzhu/copier v0.4.0
	github.com/jonboulle/clockwork v0.5.0
	github.com/juju/ratelimit v1.0.2
	github.com/kamstrup/intmap v0.5.2
	github.com/knadh/koanf/v2 v2.4.1
	github.com/looplab/fsm v1.0.3
	github.com/maypok86/otter/v2 v2.4.0
	github.com/mitchellh/reflectwalk v1.0.2
	github.com/muesli/cache2go v0.0.0-20221011235721-518229cd8021
	github.com/oklog/run v1.2.0
	github.com/orcaman/concurrent-map/v2 v2.0.1
	github.com/oxtoacart/bpool v0.0.0-20190530202638-03653db5a59c
	github.com/panjf2000/ants/v2 v2.12.1
	github.com/patrickmn/go-cache v2.1.0+incompatible
	github.com/paulbellamy/ratecounter v0.2.0
	github.com/petar/GoLLRB v0.0.0-20210522233825-ae3b015fd3e9
	github.com/puzpuzpuz/xsync/v3 v3.5.1
	github.com/qmuntal/stateless v1.7.2
	github.com/r3labs/diff/v3 v3.0.2
	github.com/rcrowley/go-metrics v0.0.0-20250401214520-65e299d6c5c9
	github.com/reugn/go-quartz v0.15.2
	github.com/rubyist/circuitbreaker v2.2.1+incompatible
	github.com/samber/lo v1.53.0
	github.com/samber/mo v1.16.0
	github.com/segmentio/ksuid v1.0.4
	github.com/sethvargo/go-limiter v0.7.1
	github.com/sethvargo/go-retry v0.5.0
	github.com/smallnest/chanx v1.2.0
	github.com/smallnest/ringbuffer v0.2.1
	github.com/sony/gobreaker v1.0.0
	github.com/sourcegraph/conc v0.3.0
	github.com/thejerf/suture/v4 v4.0.6
	github.com/tidwall/btree v1.8.2
	github.com/tidwall/buntdb v1.3.0
	github.com/tidwall/gjson v1.20.0
	github.com/tidwall/rtree v1.10.0
	github.com/tidwall/tinylru v1.2.1
	github.com/tidwall/tinyqueue v0.1.1
	github.com/uber-go/tally/v4 v4.1.17
	github.com/valyala/bytebufferpool v1.0.0
	github.com/viccon/sturdyc v1.1.5
	github.com/vmihailenco/go-tinylfu v0.2.2
	github.com/wk8/go-ordered-map/v2 v2.1.8
	github.com/zyedidia/generic v1.2.1
	go.uber.org/atomic v1.12.0
	go.uber.org/dig v1.19.0
	go.uber.org/ratelimit v0.3.1
	golang.org/x/sync v0.24.0
	golang.org/x/time v0.16.0
)

require (
	cel.dev/expr v0.25.2 // indirect
	connectrpc.com/connect v1.11.0 // indirect
	filippo.io/edwards25519 v1.2.0 // indirect
	github.com/CharLemAznable/gogo v0.3.0 // indirect
	github.com/DataDog/datadog-lambda-go v0.6.0 // indirect
	github.com/DataDog/gostackparse v0.7.0 // indirect
	github.com/DmitriyVTitov/size v1.5.0 // indirect
	github.com/InVisionApp/go-logger v1.0.1 // indirect
	github.com/Microsoft/go-winio v0.6.2 // indirect
	github.com/Snawoot/occ v0.1.2 // indirect
	github.com/Velocidex/json v0.0.0-20220224052537-92f3c0326e5a // indirect
	github.com/Velocidex/yaml/v2 v2.2.8 // indirect
	github.com/abema/go-mp4 v1.7.1 // indirect
	github.com/andybalholm/brotli v1.2.0 // indirect
	github.com/antlabs/stl v0.0.2 // indirect
	github.com/asaskevich/govalidator v0.0.0-20200428143746-21a406dcc535 // indirect
	github.com/aws/aws-lambda-go v1.17.0 // indirect
	github.com/aws/aws-sdk-go v1.31.8 // indirect
	github.com/aws/aws-xray-sdk-go v1.0.1 // indirect
	github.com/aymerick/douceur v0.2.0 // indirect
	github.com/bahlo/generic-list-go v0.2.0 // indirect
	github.com/beevik/etree v1.8.1 // indirect
	github.com/bluenviron/mediacommon/v2 v2.9.3 // indirect
	github.com/boyter/go-string v1.0.5 // indirect
	github.com/caffix/queue v0.1.3 // indirect
	github.com/carlmjohnson/deque v0.23.1 // indirect
	github.com/cenk/backoff v2.2.1+incompatible // indirect
	github.com/cenkalti/backoff v2.2.1+incompatible // indirect
	github.com/cespare/xxhash v1.1.0 // indirect
	github.com/chris-ramon/douceur v0.2.0 // indirect
	github.com/cncf/xds/go v0.0.0-20260202195803-dba9d589def2 // indirect
	github.com/codegangsta/inject v0.0.0-20150114235600-33e0aa1cb7c0 // indirect
	github.com/containerd/continuity v0.5.0 // indirect
	github.com/davecgh/go-spew v1.1.2-0.20180830191138-d8f796af33cc // indirect
	github.com/dgryski/go-metro v0.0.0-20250106013310-edb8663e5e33 // indirect
	github.com/dgryski/go-rendezvous v0.0.0-20200823014737-9f7001d12a5f // indirect
	github.com/dolthub/maphash v0.1.0 // indirect
	github.com/emersion/go-message v0.18.2 // indirect
	github.com/enriquebris/goconcurrentcounter v0.0.0-20220112230718-926268af96e3 // indirect
	github.com/enriquebris/goconcurrentqueue v0.6.0 // indirect
	github.com/envoyproxy/go-control-plane/envoy v1.37.0 // indirect
	github.com/envoyproxy/protoc-gen-validate v1.3.3 // indirect
	github.com/facebookgo/clock v0.0.0-20150410010913-600d898af40a // indirect
	github.com/fatih/color v1.16.0 // indirect
	github.com/fogfish/golem/trait v0.2.0 // indirect
	github.com/gaukas/godicttls v0.0.3 // indirect
	github.com/gbrlsnchs/color v0.1.0 // indirect
	github.com/gdamore/encoding v1.0.0 // indirect
	github.com/gdamore/tcell/v2 v2.4.0 // indirect
	github.com/go-errors/errors v1.5.1 // indirect
	github.com/go-jose/go-jose/v4 v4.1.8 // indirect
	github.com/go-redis/redis v6.15.9+incompatible // indirect
	github.com/go-viper/mapstructure/v2 v2.4.0 // indirect
	github.com/go-zoox/chalk v1.0.1 // indirect
	github.com/go-zoox/datetime v1.1.0 // indirect
	github.com/go-zoox/errors v1.0.2 // indirect
	github.com/go-zoox/logger v1.4.6 // indirect
	github.com/go-zoox/safe v1.2.0 // indirect
	github.com/go-zoox/uuid v0.0.1 // indirect
	github.com/goburrow/serial v0.1.0 // indirect
	github.com/gobwas/httphead v0.1.0 // indirect
	github.com/gobwas/pool v0.2.1 // indirect
	github.com/gobwas/ws v1.3.2 // indirect
	github.com/gofiber/schema v1.7.0 // indirect
	github.com/gofiber/utils/v2 v2.0.2 // indirect
	github.com/gofrs/flock v0.7.1 // indirect
	github.com/gogo/protobuf v1.3.2 // indirect
	github.com/golang-infrastructure/go-heap v0.0.2 // indirect
	github.com/golang-jwt/jwt/v5 v5.3.1 // indirect
	github.com/golang/mock v1.6.0 // indirect
	github.com/google/go-containerregistry v0.22.1 // indirect
	github.com/google/go-querystring v1.1.0 // indirect
	github.com/gookit/filter v1.2.2 // indirect
	github.com/gookit/goutil v0.6.18 // indirect
	github.com/goombaio/orderedmap v0.0.0-20180924084748-ba921b7e2419 // indirect
	github.com/goombaio/orderedset v0.0.0-20180924084730-d1b9fdd81eca // indirect
	github.com/gopherjs/gopherjs v1.17.2 // indirect
	github.com/gorilla/context v1.1.1 // indirect
	github.com/gorilla/css v1.0.0 // indirect
	github.com/gorilla/securecookie v1.1.1 // indirect
	github.com/gorilla/sessions v1.2.0 // indirect
	github.com/gorilla/websocket v1.5.3 // indirect
	github.com/gosimple/slug v1.9.0 // indirect
	github.com/goware/cachestore2 v0.12.2 // indirect
	github.com/goware/singleflight v0.3.0 // indirect
	github.com/grpc-ecosystem/go-grpc-middleware/v2 v2.3.2 // indirect
	github.com/grpc-ecosystem/grpc-gateway/v2 v2.22.0 // indirect
	github.com/hailocab/go-hostpool v0.0.0-20160125115350-e80d13ce29ed // indirect
	github.com/hashicorp/errwrap v1.1.0 // indirect
	github.com/hashicorp/go-cleanhttp v0.5.2 // indirect
	github.com/hashicorp/go-immutable-radix v1.3.1 // indirect
	github.com/hashicorp/go-msgpack/v2 v2.1.5 // indirect
	github.com/hashicorp/go-sockaddr v1.0.7 // indirect
	github.com/hashicorp/golang-lru v1.0.2 // indirect
	github.com/hedzr/log v1.5.47 // indirect
	github.com/icholy/digest v1.2.0 // indirect
	github.com/jfcg/sixb v1.4.1 // indirect
	github.com/jinzhu/gorm v1.9.16 // indirect
	github.com/jinzhu/inflection v1.0.0 // indirect
	github.com/jinzhu/now v1.1.1 // indirect
	github.com/jmespath/go-jmespath v0.3.0 // indirect
	github.com/joeycumines/go-bigbuff v1.14.0 // indirect
	github.com/jpillora/backoff v1.0.0 // indirect
	github.com/juju/errgo v0.0.0-20140925100237-08cceb5d0b53 // indirect
	github.com/kazu/elist_head v0.2.8 // indirect
	github.com/kazu/loncha v0.4.11 // indirect
	github.com/klauspost/cpuid/v2 v2.2.10 // indirect
	github.com/klauspost/pgzip v1.2.6 // indirect
	github.com/knadh/koanf/maps v0.1.2 // indirect
	github.com/kpango/fastime v1.1.9 // indirect
	github.com/lk4d4/trylock v0.0.0-20191027065348-ff7e133a5c54 // indirect
	github.com/lucasb-eyer/go-colorful v1.0.3 // indirect
	github.com/lxzan/dao v1.1.6 // indirect
	github.com/mailgun/minheap v0.0.0-20170619185613-3dbe6c6bf55f // indirect
	github.com/mailgun/timetools v0.0.0-20170619190023-f3a7b8ffff47 // indirect
	github.com/mailru/easyjson v0.7.7 // indirect
	github.com/mattn/go-colorable v0.1.14 // indirect
	github.com/mattn/go-isatty v0.0.20 // indirect
	github.com/mattn/go-runewidth v0.0.10 // indirect
	github.com/mattn/go-tty v0.0.3 // indirect
	github.com/mhmtszr/concurrent-swiss-map v1.0.6 // indirect
	github.com/microcosm-cc/bluemonday v1.0.3 // indirect
	github.com/miekg/dns v1.1.73 // indirect
	github.com/moby/patternmatcher v0.6.1 // indirect
	github.com/mschoch/smat v0.2.0 // indirect
	github.com/muir/reflectutils v0.11.0 // indirect
	github.com/munnerz/goautoneg v0.0.0-20191010083416-a7dc8b61c822 // indirect
	github.com/nats-io/nkeys v0.4.16 // indirect
	github.com/nats-io/nuid v1.0.1 // indirect
	github.com/nbio/st v0.0.0-20140626010706-e9e8d9816f32 // indirect
	github.com/nexus-rpc/nexus-proto-annotations v0.1.0 // indirect
	github.com/nexus-rpc/sdk-go v0.7.0 // indirect
	github.com/npillmayer/schuko v0.1.0 // indirect
	github.com/opencoff/golang-lru v0.6.0 // indirect
	github.com/opencontainers/go-digest v1.0.0 // indirect
	github.com/opencontainers/image-spec v1.1.1 // indirect
	github.com/peterbourgon/g2s v0.0.0-20170223122336-d4e7ad98afea // indirect
	github.com/philhofer/fwd v1.2.0 // indirect
	github.com/pion/datachannel v1.6.3 // indirect
	github.com/pion/dtls/v3 v3.1.15 // indirect
	github.com/pion/ice/v4 v4.4.8 // indirect
	github.com/pion/interceptor v0.1.51 // indirect
	github.com/pion/logging v0.2.4 // indirect
	github.com/pion/mdns/v2 v2.2.2 // indirect
	github.com/pion/randutil v0.1.0 // indirect
	github.com/pion/rtcp v1.2.20 // indirect
	github.com/pion/rtp v1.10.6 // indirect
	github.com/pion/sctp v1.12.0 // indirect
	github.com/pion/sdp/v3 v3.0.20 // indirect
	github.com/pion/srtp/v3 v3.1.3 // indirect
	github.com/pion/stun/v4 v4.0.1 // indirect
	github.com/pion/transport/v5 v5.1.4 // indirect
	github.com/pion/turn/v5 v5.1.3 // indirect
	github.com/pkg/term v1.2.0-beta.2 // indirect
	github.com/planetscale/vtprotobuf v0.6.1-0.20240319094008-0393e58bdf10 // indirect
	github.com/prometheus/client_golang v1.24.1 // indirect
	github.com/prometheus/client_model v0.6.3 // indirect
	github.com/prometheus/common v0.71.0 // indirect
	github.com/prometheus/procfs v0.21.1 // indirect
	github.com/qor/admin v0.0.0-20200908023436-0c0a0b041c88 // indirect
	github.com/qor/assetfs v0.0.0-20170713023933-ff57fdc13a14 // indirect
	github.com/qor/audited v0.0.0-20171228121055-b52c9c2f0571 // indirect
	github.com/qor/middlewares v0.0.0-20170822143614-781378b69454 // indirect
	github.com/qor/qor v0.0.0-20200729071734-d587cffbbb93 // indirect
	github.com/qor/responder v0.0.0-20171031032654-b6def473574f // indirect
	github.com/qor/roles v0.0.0-20201008080147-dcaf8a4646d8 // indirect
	github.com/qor/session v0.0.0-20170907035918-8206b0adab70 // indirect
	github.com/qor/validations v0.0.0-20171228122639-f364bca61b46 // indirect
	github.com/rainycape/unidecode v0.0.0-20150907023854-cb7f23ec59be // indirect
	github.com/redis/go-redis/v9 v9.4.0 // indirect
	github.com/refraction-networking/utls v1.3.2 // indirect
	github.com/rivo/uniseg v0.1.0 // indirect
	github.com/russellhaering/goxmldsig v1.6.1 // indirect
	github.com/samber/go-singleflightx v0.3.2 // indirect
	github.com/satori/go.uuid v1.2.0 // indirect
	github.com/savsgio/gotils v0.0.0-20230208104028-c358bd845dee // indirect
	github.com/sean-/seed v0.0.0-20170313163322-e2103e2c3529 // indirect
	github.com/seehuhn/mt19937 v0.0.0-20180715112136-cc7708819361 // indirect
	github.com/sherifabdlnaby/semaphore v1.1.0 // indirect
	github.com/smartystreets/goconvey v1.8.1 // indirect
	github.com/starwander/GoFibonacciHeap v0.0.0-20190508061137-ba2e4f01000a // indirect
	github.com/steakknife/hamming v0.0.0-20180906055917-c99c65617cd3 // indirect
	github.com/stretchr/objx v0.5.3 // indirect
	github.com/stretchr/testify v1.12.1 // indirect
	github.com/tarantool/go-iproto v1.1.0 // indirect
	github.com/tarantool/go-option v1.1.0 // indirect
	github.com/teivah/onecontext v0.0.0-20200513185103-40f981bfd775 // indirect
	github.com/theplant/cldr v0.0.0-20190423050709-9f76f7ce4ee8 // indirect
	github.com/tidwall/grect v0.1.4 // indirect
	github.com/tidwall/pretty v1.2.0 // indirect
	github.com/tidwall/rtred v0.1.2 // indirect
	github.com/timtadh/data-structures v0.6.1 // indirect
	github.com/tinylib/msgp v1.6.3 // indirect
	github.com/u-root/uio v0.0.0-20230305220412-3e8cd9d6bf63 // indirect
	github.com/valyala/fasthttp v1.69.0 // indirect
	github.com/vimeo/go-clocks v1.3.0 // indirect
	github.com/vmihailenco/tagparser/v2 v2.0.0 // indirect
	github.com/wlynxg/anet v0.0.5 // indirect
	github.com/x448/float16 v0.8.4 // indirect
	github.com/xlab/treeprint v1.1.0 // indirect
	github.com/yuin/gopher-lua v1.1.1 // indirect
	github.com/zeebo/xxh3 v1.0.2 // indirect
	github.com/zhangyunhao116/fastrand v0.3.0 // indirect
	go.mongodb.org/mongo-driver v1.17.4 // indirect
	go.opencensus.io v0.23.0 // indirect
	go.temporal.io/api v1.64.3 // indirect
	go.uber.org/mock v0.6.0 // indirect
	go.yaml.in/yaml/v3 v3.0.5 // indirect
	golang.org/x/crypto v0.57.0 // indirect
	golang.org/x/net v0.58.0 // indirect
	golang.org/x/oauth2 v0.36.0 // indirect
	golang.org/x/term v0.46.0 // indirect
	golang.org/x/xerrors v0.0.0-20200804184101-5ec99f83aff1 // indirect
	google.golang.org/genproto/googleapis/api v0.0.0-20260727163830-6c54dddc4772 // indirect
	google.golang.org/genproto/googleapis/rpc v0.0.0-20260720155508-bb71a54f79dc // indirect
	google.golang.org/grpc v1.83.2 // indirect
	google.golang.org/protobuf v1.36.12 // indirect
	gopkg.in/fatih/set.v0 v0.2.1 // indirect
	gopkg.in/go-playground/assert.v1 v1.2.1 // indirect
	gopkg.in/hedzr/errors.v3 v3.0.17 // indirect
	gopkg.in/inf.v0 v0.9.1 // indirect
	gopkg.in/mgo.v2 v2.0.0-20190816093944-a6b53ec6cb22 // indirect
	gopkg.in/yaml.v2 v2.4.0 // indirect
	launchpad.net/gocheck v0.0.0-20140225173054-000000000087 // indirect
	nhooyr.io/websocket v1.6.5 // indirect
)

require (
	github.com/BurntSushi/toml v1.6.0
	github.com/Masterminds/semver/v3 v3.5.0
	github.com/alecthomas/units v0.0.0-20240927000941-0f3dac36c52b
	github.com/axiomhq/hyperloglog v0.3.0
	github.com/beorn7/perks v1.0.1
	github.com/buger/jsonparser v1.6.1
	github.com/c2h5oh/datasize v0.0.0-20231215233829-aa82cc1e6500
	github.com/cespare/xxhash/v2 v2.3.0
	github.com/cockroachdb/apd/v3 v3.2.3
	github.com/dustin/go-humanize v1.1.0
	github.com/eclipse/paho.mqtt.golang v1.5.1
	github.com/fatih/structs v1.1.0
	github.com/fsnotify/fsnotify v1.10.1
	github.com/fxamacker/cbor/v2 v2.10.0
	github.com/go-chi/chi/v5 v5.5.0
	github.com/go-co-op/gocron v1.37.0
	github.com/golang/snappy v1.0.0
	github.com/google/uuid v1.6.0
	github.com/gorilla/mux v1.8.1
	github.com/hashicorp/go-hclog v1.6.3
	github.com/hashicorp/go-retryablehttp v0.7.8
	github.com/hashicorp/go-version v1.9.0
	github.com/hashicorp/memberlist v0.7.0
	github.com/hashicorp/raft v1.8.0
	github.com/hashicorp/yamux v0.1.2
	github.com/influxdata/tdigest v0.0.1
	github.com/inhies/go-bytesize v0.0.0-20220417184213-4913239db9cf
	github.com/julienschmidt/httprouter v1.3.0
	github.com/justinas/alice v1.2.0
	github.com/klauspost/compress v1.20.3
	github.com/lithammer/shortuuid/v3 v3.0.7 // indirect
	github.com/mitchellh/copystructure v1.2.0
	github.com/mitchellh/hashstructure/v2 v2.0.2
	github.com/mitchellh/mapstructure v1.5.0
	github.com/montanaflynn/stats v0.14.0
	github.com/nats-io/nats.go v1.55.0
	github.com/oklog/ulid v1.3.1 // indirect
	github.com/pierrec/lz4/v4 v4.1.33
	github.com/pkg/errors v0.9.1 // indirect
	github.com/robfig/cron v1.2.0
	github.com/robfig/cron/v3 v3.0.1
	github.com/rs/cors v1.11.1
	github.com/rs/zerolog v1.35.1
	github.com/segmentio/fasthash v1.0.3 // indirect
	github.com/seiflotfy/cuckoofilter v0.0.0-20240715131351-a2f2c23f1771
	github.com/shopspring/decimal v1.6.0
	github.com/sirupsen/logrus v1.10.2
	github.com/spf13/afero v1.15.0
	github.com/spf13/cast v1.10.0
	github.com/spf13/pflag v1.1.0
	github.com/steakknife/bloomfilter v0.0.0-20180922174646-6819c0d2a570
	github.com/tidwall/geoindex v1.7.0 // indirect
	github.com/tidwall/match v1.2.0
	github.com/tidwall/sjson v1.2.7
	github.com/twmb/murmur3 v1.2.2
	github.com/urfave/negroni v1.0.0
	github.com/valyala/fastjson v1.6.10
	github.com/vmihailenco/msgpack/v5 v5.4.1
	github.com/xtaci/smux v1.5.58
	go.uber.org/multierr v1.10.0 // indirect
	go.uber.org/zap v1.28.0
	golang.org/x/exp v0.0.0-20240823005443-9b4947da3948 // indirect
	golang.org/x/sys v0.48.0 // indirect
	golang.org/x/text v0.42.0 // indirect
	gopkg.in/yaml.v3 v3.0.1
)

require (
	bazil.org/fuse v0.0.0-20230120002735-62a210ff1fd5
	cirello.io/oversight v1.7.1
	code.cloudfoundry.org/go-pubsub v0.0.0-20250325104231-893079a7322c
	connectrpc.com/grpchealth v1.5.0
	github.com/AlexanderGrom/go-event v0.0.0-20180406111247-a2f1486e096e
	github.com/AndreasBriese/bbloom v0.0.0-20190825152654-46b345b51c96
	github.com/CHH/eventemitter v0.0.0-20120807115904-3e42a20a6810
	github.com/CharLemAznable/resilience4go v0.9.0
	github.com/CorentinB/warc v0.8.33
	github.com/DeRuina/timberjack v1.4.10
	github.com/EagleChen/mapmutex v0.0.0-20200716162114-c133e97096b7
	github.com/GianlucaGuarini/go-observable v0.0.0-20171228155646-e39e699e0a00
	github.com/InVisionApp/go-health/v2 v2.1.4
	github.com/JekaMas/workerpool v1.1.8
	github.com/MicahParks/jwkset v0.11.4
	github.com/OneOfOne/cmap v0.0.0-20170825200327-ccaef7657ab8
	github.com/OrlovEvgeny/go-mcache v0.0.0-20200121124330-1a8195b34f3a
	github.com/ReneKroon/ttlcache/v2 v2.11.0
	github.com/RussellLuo/slidingwindow v0.0.0-20200528002341-535bb99d338b
	github.com/Snawoot/lfmap v0.1.1
	github.com/Songmu/retry v0.1.0
	github.com/StudioSol/async v1.0.0
	github.com/Velocidex/ordereddict v0.0.0-20250821063524-02dc06e46238
	github.com/Xuanwo/navvy v0.0.0-20200811093125-d2896821f0d2
	github.com/abcum/emitr v0.0.0-20201209214749-eb43f748522d
	github.com/acomagu/trie/v2 v2.0.0
	github.com/addrummond/heap v1.3.1
	github.com/ahmetb/go-linq/v3 v3.2.0
	github.com/alash3al/go-pubsub v0.0.0-20200412052039-02569461a126
	github.com/albertorestifo/dijkstra v0.0.0-20160910063646-aba76f725f72
	github.com/alexions/go-lru-ttl-cache v0.1.3
	github.com/alicebob/miniredis/v2 v2.40.0
	github.com/alphadose/itogami v0.4.0
	github.com/ancientlore/go-avltree v1.0.3
	github.com/andres-erbsen/clock v0.0.0-20160526145045-9e14626cd129
	github.com/andy2046/gopie v0.7.0
	github.com/anthdm/hollywood v1.0.5
	github.com/antlabs/timer v0.1.4
	github.com/apptainer/sif/v2 v2.25.0
	github.com/arl/statsviz v0.8.2
	github.com/arriqaaq/skiplist v0.1.6
	github.com/askft/go-behave v0.0.0-20200603190557-1fef2510d574
	github.com/asticode/go-astikit v0.42.0
	github.com/awesome-gocui/gocui v1.1.0
	github.com/awgh/debouncer v1.0.0
	github.com/badgerodon/collections v0.0.0-20220321173820-f0935ab71cd6
	github.com/bbuck/go-lexer v1.0.0
	github.com/beevik/prefixtree/v2 v2.0.1
	github.com/bluenviron/gortmplib v1.0.1
	github.com/bmbstack/g v1.0.0
	github.com/bongnv/go-container v0.1.0
	github.com/bool64/cache v0.4.8
	github.com/boz/go-throttle v0.0.0-20160922054636-fdc4eab740c1
	github.com/briandowns/spinner v1.23.2
	github.com/btvoidx/mint v0.4.3
	github.com/buraksezer/consistent v0.10.0
	github.com/bzick/tokenizer v1.4.0
	github.com/c-bata/go-prompt v0.2.6
	github.com/caffix/eventbus v0.1.3
	github.com/calmh/lfucache v1.0.0
	github.com/carlescere/scheduler v0.0.0-20170109141437-ee74d2f83d82
	github.com/carlmjohnson/flowmatic v0.23.4
	github.com/chebyrash/promise v0.0.0-20230709133807-42ec49ba1459
	github.com/chen3feng/stl4go v0.1.1
	github.com/cheshir/ttlcache v1.0.0
	github.com/cilium/workerpool v1.2.0
	github.com/codeGROOVE-dev/retry v1.2.0
	github.com/coinbase/step v1.0.6
	github.com/coreos/go-oidc/v3 v3.21.0
	github.com/cornelk/hashmap v1.0.8
	github.com/crewjam/saml v0.6.3
	github.com/cristalhq/hedgedhttp v0.9.2
	github.com/d--j/go-milter v0.10.1
	github.com/db47h/lex v1.2.1
	github.com/dboslee/lru v0.0.1
	github.com/dc0d/workerpool/v5 v5.0.2
	github.com/defval/di v1.12.0
	github.com/deliveryhero/pipeline/v2 v2.2.0
	github.com/desertbit/timer v1.0.1
	github.com/devchat-ai/gopool v0.6.2
	github.com/dgrijalva/lfu-go v0.0.0-20141010002404-f174e76c5138
	github.com/die-net/lrucache v0.0.0-20240714232319-26322ba4bc23
	github.com/digitalocean/godo v1.239.0
	github.com/dimiro1/health v0.0.0-20231118160444-e388c68d7d7e
	github.com/disiqueira/gotree/v3 v3.0.2
	github.com/dogmatiq/linger v1.1.0
	github.com/duke-git/lancet/v2 v2.3.5
	github.com/dyrkin/fsm v0.0.0-20200122091000-a8e19481365d
	github.com/easierway/concurrent_map v1.0.0
	github.com/ecodeclub/ekit v0.0.10
	github.com/efritz/glock v1.0.0
	github.com/egonelbre/async v0.0.0-20180428125808-52e5b9c6d8ca
	github.com/eko/gocache/lib/v4 v4.2.0
	github.com/emiago/sipgo v1.7.3
	github.com/enriquebris/goworkerpool v0.10.2
	github.com/envoyproxy/go-control-plane v0.14.0
	github.com/erriapo/redblacktree v0.0.0-20150327192606-ddaf11eb219f
	github.com/esimov/gogu v1.0.3
	github.com/euskadi31/go-eventemitter v1.1.1
	github.com/fanliao/go-promise v0.0.0-20141029170127-1890db352a72
	github.com/fatih/pool v3.0.0+incompatible
	github.com/floatdrop/lru v1.3.0
	github.com/flowchartsman/retry v1.2.0
	github.com/fogfish/skiplist v0.15.0
	github.com/fschuetz04/simgo v0.7.0
	github.com/fufuok/cache v1.1.1
	github.com/gansidui/skiplist v0.0.0-20141121051332-c6a909ce563b
	github.com/gbrlsnchs/radix v1.0.0
	github.com/getsentry/sentry-go v0.50.0
	github.com/giantswarm/retry-go v0.0.0-20151203102909-d78cea247d5e
	github.com/gliderlabs/comlab v0.1.0
	github.com/glycerine/rbtree v0.0.0-20190406191118-ceb71889d809
	github.com/go-chi/stampede v0.9.1
	github.com/go-jet/jet/v2 v2.14.1
	github.com/go-martini/martini v0.0.0-20170121215854-22fa46961aab
	github.com/go-pkgz/lcw/v2 v2.0.0
	github.com/go-sql-driver/mysql v1.10.1
	github.com/go-telegram-bot-api/telegram-bot-api/v5 v5.5.1
	github.com/go-zoox/eventemitter v1.4.1
	github.com/goava/di v1.11.0
	github.com/gobuffalo/events v1.4.3
	github.com/gocql/gocql v1.7.0
	github.com/gocraft/health v0.0.0-20170925182251-8675af27fef0
	github.com/gofiber/fiber/v3 v3.1.0
	github.com/goinggo/workpool v0.0.0-20160208222607-a68376913c9b
	github.com/goioc/di v1.7.1
	github.com/golang-collections/collections v0.0.0-20130729185459-604e922904d3
	github.com/golang-infrastructure/go-queue v0.0.0-20221128180429-701892f44bcc
	github.com/golang-queue/queue v0.5.0
	github.com/golobby/container/v3 v3.3.2
	github.com/google/go-intervals v0.0.2
	github.com/gookit/validate v1.5.5
	github.com/goombaio/dag v0.0.0-20181006234417-a8874b1f72ff
	github.com/gosnmp/gosnmp v1.47.0
	github.com/grafov/bcast v0.0.0-20190217190352-1447f067e08d
	github.com/gravitational/ttlmap/v2 v2.0.0-20200702161230-1bbfd908876d
	github.com/gyuho/goraph v0.0.0-20220410190906-ad625acf7ae3
	github.com/hanwen/go-fuse/v2 v2.12.1
	github.com/hayageek/threadsafe v1.0.1
	github.com/hedzr/go-ringbuf/v2 v2.0.0
	github.com/hnlq715/golang-lru v0.3.0
	github.com/hraban/lrucache v0.0.0-20201130153820-17052bf09781
	github.com/hugelgupf/p9 v0.3.0
	github.com/husobee/vestigo v1.1.1
	github.com/hyperjiang/scheduler v1.0.0
	github.com/ianlopshire/go-async v1.0.0
	github.com/imkira/go-observer v1.0.3
	github.com/imkira/go-ttlmap v2.0.0+incompatible
	github.com/ivankorobkov/di v1.1.0
	github.com/jamiealquiza/tachymeter v2.0.0+incompatible
	github.com/jet/go-mantis/retry v0.0.1
	github.com/jfcg/sorty/v2 v2.1.1
	github.com/jfrog/gofrog v1.7.6
	github.com/jiyeyuran/go-eventemitter v1.4.2
	github.com/jmhodges/clock v1.2.0
	github.com/jmoiron/sqlx v1.4.0
	github.com/joeycumines/go-behaviortree v1.8.0
	github.com/joncrlsn/dque v0.0.0-20241024143830-7723fd131a64
	github.com/joway/pond v0.0.3
	github.com/jtolds/gls v4.20.0+incompatible
	github.com/jwangsadinata/go-multimap v0.0.0-20190620162914-c29f3d7f33b6
	github.com/k-sone/critbitgo v1.4.0
	github.com/kamildrazkiewicz/go-flow v0.0.0-20170919072006-2a1d885f8ce4
	github.com/karlkfi/inject v0.0.0-20190704175410-86d2a962209d
	github.com/karrick/goswarm v1.10.0
	github.com/katalvlaran/lvlath v0.0.3
	github.com/kazu/skiplistmap v0.7.3
	github.com/kelindar/event v1.5.2
	github.com/kevinms/leakybucket-go v0.0.0-20200115003610-082473db97ca
	github.com/kevwan/mapreduce/v2 v2.1.1
	github.com/koding/cache v0.0.0-20161222233015-e8a81b0b3f20
	github.com/korovkin/limiter v0.0.0-20260306054425-004398ae7895
	github.com/kpango/gache/v2 v2.1.1
	github.com/krasun/rbytree v1.0.4
	github.com/larscom/go-cache v1.5.3
	github.com/lesismal/nbio v1.6.8
	github.com/lib/pq v1.12.3
	github.com/life4/genesis v1.10.3
	github.com/looplab/eventhorizon v0.16.0
	github.com/lrita/cmap v0.0.0-20231108122212-cb084a67f554
	github.com/lthibault/jitterbug/v2 v2.2.2
	github.com/ltunc/go-observer v1.0.1
	github.com/lxzan/memorycache v1.2.2
	github.com/lytics/retry v1.2.0
	github.com/mailgun/ttlmap v0.0.0-20170619185759-c1c17f74874f
	github.com/maniartech/signals v1.3.1
	github.com/mariomac/gostream v0.8.1
	github.com/marusama/semaphore/v2 v2.5.0
	github.com/mattn/go-shellwords v1.0.12
	github.com/mb0/diff v0.0.0-20131118162322-d8d9a906c24d
	github.com/mborders/artifex v0.5.1
	github.com/medama-io/go-useragent v1.2.5
	github.com/mfmayer/undostack v0.0.6
	github.com/mohae/firkin v0.0.0-20160628234414-44b753e65e9f
	github.com/motoki317/sc v1.7.1
	github.com/msackman/skiplist v1.0.0
	github.com/mtchavez/skiplist v0.0.0-20180726135747-e84de0992d21
	github.com/muir/nject/v2 v2.1.0
	github.com/mzz2017/go-engine v0.0.0-20200509094339-b56921189229
	github.com/naoina/denco v0.0.0-20180930074809-8475105a6b4c
	github.com/neilotoole/errgroup v0.1.6
	github.com/neo4j/neo4j-go-driver/v5 v5.28.4
	github.com/netresearch/go-cron v0.9.1
	github.com/noneback/go-taskflow v1.1.0
	github.com/nozzle/throttler v0.0.0-20180817012639-2ea982251481
	github.com/npillmayer/cords v0.1.1
	github.com/nuttech/bell v1.0.0
	github.com/oauth2-proxy/mockoidc v0.0.0-20261103160011-e06ed0b7cb7f
	github.com/olahol/melody v1.1.4
	github.com/oleksandr/conditions v0.0.0-20170913191404-8ed8af13bdec
	github.com/op/go-logging v0.0.0-20160315200505-970db520ece7
	github.com/opencoff/go-ratelimit v0.9.0
	github.com/opentracing/opentracing-go v1.2.0
	github.com/ostcar/topic v0.4.1
	github.com/ouqiang/timewheel v1.0.1
	github.com/outcaste-io/ristretto v0.2.3
	github.com/panmari/cuckoofilter v1.0.6
	github.com/pborman/getopt/v2 v2.2.0
	github.com/peterldowns/pgtestdb v0.1.1
	github.com/phf/go-queue v0.0.0-20170504031614-9abe38d0371d
	github.com/philopon/go-toposort v0.0.0-20170620085441-9be86dbd762f
	github.com/pieterclaerhout/go-waitgroup v1.0.7
	github.com/pion/webrtc/v4 v4.2.26
	github.com/platinummonkey/go-concurrency-limits v0.8.0
	github.com/prprprus/scheduler v0.5.0
	github.com/qianbin/directcache v0.9.7
	github.com/qor/transition v0.0.0-20201010035849-dcb875909eb7
	github.com/rabbitmq/amqp091-go v1.16.0
	github.com/rafaeldias/async v1.0.0
	github.com/rafaeljesus/retry-go v0.0.0-20171214204623-5981a380a879
	github.com/reactivex/rxgo/v2 v2.5.0
	github.com/reugn/async v0.9.0
	github.com/rfyiamcool/go-timewheel v1.1.0
	github.com/rif/cache2go v1.0.0
	github.com/rjNemo/underscore v0.10.0
	github.com/rk/go-cron v0.0.0-20200210175235-e0dd106ca134
	github.com/robbyt/go-fsm/v2 v2.5.1
	github.com/romdo/go-debounce v0.1.0
	github.com/roylee0704/gron v0.0.0-20160621042432-e78485adab46
	github.com/ryanfaerman/fsm v0.0.0-20160110232151-3dc1bc098027
	github.com/sadlil/go-trigger v0.0.0-20170328161825-cfc3d83007cd
	github.com/sahmad98/go-ringbuffer v1.1.0
	github.com/sakeven/RbTree v1.1.1
	github.com/samber/hot v0.13.0
	github.com/sarulabs/di/v2 v2.5.2
	github.com/scalalang2/golang-fifo v1.2.0
	github.com/sebest/xff v0.0.0-20210106013422-671bd2870b3a
	github.com/shafreeck/retry v0.0.0-20200211034702-ed002877bbba
	github.com/shaj13/libcache v1.2.1
	github.com/sheerun/queue v1.0.1
	github.com/sherifabdlnaby/gpool v1.1.0
	github.com/shettyh/threadpool v0.0.0-20200323115144-b99fd8aaa945
	github.com/sig-0/insertion-queue v0.0.0-20241004125609-6b3ca841346b
	github.com/silenceper/pool v1.0.0
	github.com/simonfxr/pubsub v0.0.5
	github.com/simonvetter/modbus v1.6.4
	github.com/singchia/go-timer/v2 v2.2.1
	github.com/skydive-project/go-debouncer v1.0.1
	github.com/slack-go/slack v0.35.0
	github.com/smallnest/gofsm v0.0.0-20190306032117-f5ba1bddca7b
	github.com/smartwalle/queue v0.0.4
	github.com/spiffe/go-spiffe/v2 v2.9.0
	github.com/stanipetrosyan/go-eventbus v0.9.0
	github.com/starwander/goraph v0.0.0-20200325033650-cb8f0beb44cc
	github.com/strongswan/govici v0.8.0
	github.com/synadia-io/orbit.go/pcgroups v0.2.2
	github.com/tarantool/go-tarantool/v3 v3.0.2
	github.com/tetratelabs/wazero v1.12.0
	github.com/theckman/go-fsm v0.0.2
	github.com/thedatashed/xlsxreader v1.2.8
	github.com/theodesp/blockingQueues v0.0.0-20171230192932-26531ad66e7c
	github.com/tidwall/lotsa v1.0.2
	github.com/tilinna/clock v1.1.0
	github.com/timandy/routine v1.1.6
	github.com/timtadh/lexmachine v0.2.3
	github.com/tjgq/broadcast v0.0.0-20140913210940-9d7fb01523c6
	github.com/tonistiigi/fsutil v0.0.0-20261103091533-a72de9dcf763
	github.com/toqueteos/trie v1.0.0
	github.com/traefik/yaegi v0.16.1
	github.com/trivago/tgo v1.0.7
	github.com/trustmaster/goflow v0.0.0-20210928125717-b7d4fd465ab2
	github.com/tsenart/tb v0.0.0-20181025101425-0d2499c8b6e9
	github.com/tv42/topic v0.0.0-20130729201830-aa72cbe81b48
	github.com/twmb/algoimpl v0.0.0-20170717182524-076353e90b94
	github.com/ucwong/go-ttlmap v2.0.0+incompatible
	github.com/ugurcsen/gods-generic v0.10.4
	github.com/v3nom/pipes v1.0.0
	github.com/vansante/go-event-emitter v1.0.2
	github.com/vardius/worker-pool/v2 v2.1.0
	github.com/varlink/go v0.4.1-0.20261015173642-c935be0c53f7
	github.com/vburenin/nsync v0.0.0-20160822015540-9a75d1c80410
	github.com/viant/ptrie v1.0.1
	github.com/vimeo/galaxycache v1.3.1
	github.com/viney-shih/goroutines v1.1.4
	github.com/vlorc/timer v1.0.0
	github.com/wangjohn/quickselect v0.0.0-20161129230411-ed8402a42d5f
	github.com/werbenhu/eventbus v1.0.8
	github.com/whiteShtef/clockwork v0.0.0-20200221012748-027e62affd84
	github.com/wneessen/go-mail v0.8.1
	github.com/workanator/go-floc/v3 v3.0.1
	github.com/wunderlist/ttlcache v0.0.0-20180801091818-7dbceb0d5094
	github.com/wzshiming/trie v0.3.1
	github.com/x1m3/priorityQueue v0.0.0-20180318192439-29f82ba34a27
	github.com/yangwenmai/ratelimit v0.0.0-20180104140304-44221c2292e1
	github.com/yasushi-saito/rbtree v0.0.0-20180524175743-33ff713a769b
	github.com/ygrebnov/workers v0.1.0
	github.com/ysmood/goob v0.4.0
	github.com/yudppp/throttle v1.0.4
	github.com/zealws/golang-ring v0.0.0-20220330170733-19bcea1b6289
	github.com/zhangyunhao116/skipmap v0.10.1
	go.starlark.net v0.0.0-20260908191801-89a6a09411d5
	go.temporal.io/sdk v1.51.0
	gopkg.in/dnaeon/go-priorityqueue.v1 v1.1.1
	gopkg.in/go-playground/pool.v3 v3.1.1
	gosrc.io/xmpp v0.5.1
	maragu.dev/goqite v0.4.0
	oras.land/oras-go/v2 v2.7.0
)
