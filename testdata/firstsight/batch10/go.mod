module firstsight10

go 1.26.8

require (
	github.com/afex/hystrix-go v0.0.0-20180502004556-fa1af6a1f4f5
	github.com/dghubble/trie v0.1.0
	github.com/eapache/go-resiliency v1.7.0
	github.com/hashicorp/go-metrics v0.7.0
	github.com/jellydator/ttlcache/v2 v2.11.1
	github.com/jinzhu/copier v0.4.0
	github.com/oklog/run v1.2.0
	github.com/robfig/cron/v3 v3.0.1
	github.com/rubyist/circuitbreaker v2.2.1+incompatible
	github.com/tidwall/buntdb v1.3.0
	github.com/tidwall/gjson v1.20.1
	github.com/uber-go/tally/v4 v4.1.17
)

require (
	github.com/cenk/backoff v2.2.1+incompatible // indirect
	github.com/facebookgo/clock v0.0.0-20150410010913-600d898af40a // indirect
	github.com/golang/mock v1.6.0 // indirect
	github.com/hashicorp/go-immutable-radix v1.3.1 // indirect
	github.com/hashicorp/golang-lru v0.5.0 // indirect
	github.com/peterbourgon/g2s v0.0.0-20170223122336-d4e7ad98afea // indirect
	github.com/smartystreets/goconvey v1.8.1 // indirect
	github.com/tidwall/btree v1.4.2 // indirect
	github.com/tidwall/grect v0.1.4 // indirect
	github.com/tidwall/match v1.1.1 // indirect
	github.com/tidwall/pretty v1.2.0 // indirect
	github.com/tidwall/rtred v0.1.2 // indirect
	github.com/tidwall/tinyqueue v0.1.1 // indirect
	github.com/twmb/murmur3 v1.1.8 // indirect
	go.uber.org/atomic v1.11.0 // indirect
	golang.org/x/sync v0.0.0-20210220032951-036812b2e83c // indirect
)
