// Package firstsight10 pins batch 10: packages hogen has never been run on.
package firstsight10

import (
	_ "github.com/tidwall/buntdb"
	_ "github.com/tidwall/gjson"
	_ "github.com/eapache/go-resiliency/breaker"
	_ "github.com/rubyist/circuitbreaker"
	_ "github.com/afex/hystrix-go/hystrix"
	_ "github.com/robfig/cron/v3"
	_ "github.com/uber-go/tally/v4"
	_ "github.com/hashicorp/go-metrics"
	_ "github.com/jinzhu/copier"
	_ "github.com/oklog/run"
	_ "github.com/dghubble/trie"
	_ "github.com/jellydator/ttlcache/v2"
)
