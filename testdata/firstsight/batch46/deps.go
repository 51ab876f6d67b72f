// Package firstsight46 pins batch 46: packages hogen has never been run on.
package firstsight46

import (
	_ "github.com/Gurpartap/statemachine-go"
	_ "github.com/RyanCarrier/dijkstra/v2"
	_ "github.com/akyoto/cache"
	_ "github.com/biogo/store/interval"
	_ "github.com/dtomasi/go-event-bus/v3"
	_ "github.com/ef-ds/deque/v2"
	_ "github.com/emersion/go-vcard"
	_ "github.com/hoisie/mustache"
	_ "github.com/iand/circuit"
	_ "github.com/soniah/evaler"
	_ "github.com/youthlin/stream"
	_ "znkr.io/diff"
)
