// Package firstsight62 pins batch 62: packages hogen has never been run on.
package firstsight62

import (
	_ "github.com/abcum/emitr"
	_ "github.com/bongnv/go-container/rbtree"
	_ "github.com/go-zoox/eventemitter"
	_ "github.com/gobuffalo/events"
	_ "github.com/jfrog/gofrog/lru"
	_ "github.com/karrick/goswarm"
	_ "github.com/mailgun/ttlmap"
	_ "github.com/motoki317/sc"
	_ "github.com/nuttech/bell"
	_ "github.com/scalalang2/golang-fifo/sieve"
	_ "github.com/shaj13/libcache"
	_ "github.com/stanipetrosyan/go-eventbus"
)
