// Package firstsight56 pins batch 56: packages hogen has never been run on.
package firstsight56

import (
	_ "github.com/AndreasBriese/bbloom"
	_ "github.com/GianlucaGuarini/go-observable"
	_ "github.com/acomagu/trie/v2"
	_ "github.com/carlescere/scheduler"
	_ "github.com/db47h/lex"
	_ "github.com/dc0d/workerpool/v5"
	_ "github.com/lrita/cmap"
	_ "github.com/philopon/go-toposort"
	_ "github.com/shafreeck/retry"
	_ "github.com/tsenart/tb"
	_ "github.com/yasushi-saito/rbtree"
	_ "github.com/zealws/golang-ring"
)
