// Package firstsight58 pins batch 58: packages hogen has never been run on.
package firstsight58

import (
	_ "github.com/Xuanwo/navvy"
	_ "github.com/arriqaaq/skiplist"
	_ "github.com/bbuck/go-lexer"
	_ "github.com/calmh/lfucache"
	_ "github.com/gookit/validate"
	_ "github.com/hraban/lrucache"
	_ "github.com/jet/go-mantis/retry"
	_ "github.com/toqueteos/trie"
	_ "github.com/tv42/topic"
	_ "github.com/vansante/go-event-emitter"
	_ "github.com/vlorc/timer"
	_ "gopkg.in/go-playground/pool.v3"
)
