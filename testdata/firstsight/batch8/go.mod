module firstsight8

go 1.26.8

require (
	github.com/armon/go-radix v1.0.0
	github.com/asaskevich/EventBus v0.0.0-20200907212545-49d423059eef
	github.com/benbjohnson/immutable v0.4.3
	github.com/deckarep/golang-set/v2 v2.9.0
	github.com/gammazero/deque v1.2.3
	github.com/gammazero/workerpool v1.3.0
	github.com/google/btree v1.1.3
	github.com/huandu/skiplist v1.2.1
	github.com/jellydator/ttlcache/v3 v3.4.1
	github.com/orcaman/concurrent-map/v2 v2.0.1
	github.com/patrickmn/go-cache v2.1.0+incompatible
	github.com/tidwall/btree v1.8.2
)

require (
	go.mongodb.org/mongo-driver v1.17.4 // indirect
	golang.org/x/exp v0.0.0-20220518171630-0b5c67f07fdf // indirect
	golang.org/x/sync v0.16.0 // indirect
)
