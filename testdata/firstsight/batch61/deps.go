// Package firstsight61 pins batch 61: packages hogen has never been run on.
package firstsight61

import (
	_ "github.com/CHH/eventemitter"
	_ "github.com/EagleChen/mapmutex"
	_ "github.com/Velocidex/ordereddict"
	_ "github.com/alexions/go-lru-ttl-cache"
	_ "github.com/larscom/go-cache"
	_ "github.com/lxzan/memorycache"
	_ "github.com/mtchavez/skiplist"
	_ "github.com/opencoff/go-ratelimit"
	_ "github.com/qianbin/directcache"
	_ "github.com/theckman/go-fsm"
	_ "github.com/trustmaster/goflow"
	_ "github.com/twmb/algoimpl/go/graph"
)
