module firstsight9

go 1.26.8

require (
	github.com/RoaringBitmap/roaring v1.9.4
	github.com/bits-and-blooms/bitset v1.29.0
	github.com/bluele/gcache v0.0.2
	github.com/eapache/channels v1.1.0
	github.com/hashicorp/go-immutable-radix/v2 v2.1.0
	github.com/hashicorp/go-memdb v1.3.5
	github.com/muesli/cache2go v0.0.0-20221011235721-518229cd8021
	github.com/rcrowley/go-metrics v0.0.0-20250401214520-65e299d6c5c9
	github.com/reugn/go-quartz v0.15.2
	github.com/smallnest/chanx v1.2.0
	github.com/sony/gobreaker v1.0.0
	github.com/wk8/go-ordered-map/v2 v2.1.8
)

require (
	github.com/bahlo/generic-list-go v0.2.0 // indirect
	github.com/buger/jsonparser v1.1.1 // indirect
	github.com/eapache/queue v1.1.0 // indirect
	github.com/hashicorp/go-immutable-radix v1.3.1 // indirect
	github.com/hashicorp/golang-lru v0.5.4 // indirect
	github.com/hashicorp/golang-lru/v2 v2.0.0 // indirect
	github.com/mailru/easyjson v0.7.7 // indirect
	github.com/mschoch/smat v0.2.0 // indirect
	gopkg.in/yaml.v3 v3.0.1 // indirect
)
