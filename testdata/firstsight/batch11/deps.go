// Package firstsight11 pins batch 11: packages hogen has never been run on.
package firstsight11

import (
	_ "github.com/tidwall/tinylru"
	_ "github.com/hashicorp/go-multierror"
	_ "github.com/gobwas/glob"
	_ "github.com/Knetic/govaluate"
	_ "github.com/dlclark/regexp2"
	_ "github.com/creachadair/mds/stree"
	_ "github.com/creachadair/mds/omap"
	_ "github.com/valyala/bytebufferpool"
	_ "github.com/oxtoacart/bpool"
	_ "github.com/alitto/pond/v2"
	_ "github.com/hashicorp/golang-lru/arc/v2"
	_ "github.com/segmentio/ksuid"
)
