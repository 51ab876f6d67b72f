// Package firstsight47 pins batch 47: packages hogen has never been run on.
package firstsight47

import (
	_ "github.com/AgentCosmic/xvalid"
	_ "github.com/Narasimha1997/ratelimiter"
	_ "github.com/arran4/golang-ical"
	_ "github.com/fzipp/astar"
	_ "github.com/libp2p/go-buffer-pool"
	_ "github.com/mileusna/crontab"
	_ "github.com/nikunjy/rules"
	_ "github.com/shivamMg/trie"
	_ "github.com/shomali11/parallelizer"
	_ "github.com/ssgreg/repeat"
	_ "github.com/starwander/GoFibonacciHeap"
	_ "github.com/umpc/go-sortedmap"
)
