// Package firstsight63 pins batch 63: packages hogen has never been run on.
package firstsight63

import (
	_ "github.com/RussellLuo/slidingwindow"
	_ "github.com/deliveryhero/pipeline/v2"
	_ "github.com/enriquebris/goworkerpool"
	_ "github.com/goinggo/workpool"
	_ "github.com/goombaio/dag"
	_ "github.com/gyuho/goraph"
	_ "github.com/kazu/skiplistmap"
	_ "github.com/kevwan/mapreduce/v2"
	_ "github.com/mborders/artifex"
	_ "github.com/qor/transition"
	_ "github.com/wzshiming/trie"
	_ "github.com/xxjwxc/gowp/workpool"
)
