// Package firstsight45 pins batch 45: packages hogen has never been run on.
package firstsight45

import (
	_ "github.com/BobuSumisu/aho-corasick"
	_ "github.com/HuKeping/rbtree"
	_ "github.com/MauriceGit/skiplist"
	_ "github.com/TwiN/gocache/v2"
	_ "github.com/cevaris/ordered_map"
	_ "github.com/epiclabs-io/diff3"
	_ "github.com/ivpusic/grpool"
	_ "github.com/kamilsk/retry/v5"
	_ "github.com/lnquy/cron"
	_ "github.com/vardius/message-bus"
	_ "github.com/zhouzhuojie/conditions"
	_ "gopkg.in/validator.v2"
)
