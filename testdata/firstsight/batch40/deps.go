// Package firstsight40 pins batch 40: packages hogen has never been run on.
package firstsight40

import (
	_ "github.com/Rhymond/go-money"
	_ "github.com/blang/semver/v4"
	_ "github.com/caio/go-tdigest/v4"
	_ "github.com/karlseguin/ccache/v3"
	_ "github.com/magiconair/properties"
	_ "github.com/oleiade/lane/v2"
	_ "github.com/petar-dambovaliev/aho-corasick"
	_ "github.com/rdleal/intervalst/interval"
	_ "github.com/rickar/cal/v2"
	_ "github.com/serialx/hashring"
	_ "github.com/stevenle/topsort"
	_ "github.com/tylertreat/BoomFilters"
)
