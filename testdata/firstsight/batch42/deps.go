// Package firstsight42 pins batch 42: packages hogen has never been run on.
package firstsight42

import (
	_ "github.com/BooleanCat/go-functional/v2/it"
	_ "github.com/RussellLuo/timingwheel"
	_ "github.com/bykof/stateful"
	_ "github.com/chuckpreslar/emission"
	_ "github.com/cohesivestack/valgo"
	_ "github.com/elastic/go-freelru"
	_ "github.com/erni27/imcache"
	_ "github.com/mercari/go-circuitbreaker"
	_ "github.com/plar/go-adaptive-radix-tree/v2"
	_ "github.com/rqlite/sql"
	_ "github.com/yourbasic/graph"
	_ "stathat.com/c/consistent"
)
