module firstsight40

go 1.26.8

require (
	github.com/Rhymond/go-money v1.0.15
	github.com/blang/semver/v4 v4.0.0
	github.com/caio/go-tdigest/v4 v4.1.0
	github.com/karlseguin/ccache/v3 v3.0.8
	github.com/magiconair/properties v1.18.12
	github.com/oleiade/lane/v2 v2.0.0
	github.com/petar-dambovaliev/aho-corasick v0.0.0-20250424160509-463d218d4745
	github.com/rdleal/intervalst v1.4.1
	github.com/rickar/cal/v2 v2.1.13
	github.com/serialx/hashring v0.0.0-20200727003509-22c0c7ab6b1b
	github.com/stevenle/topsort v0.0.0-20130922064739-8130c1d7596b
	github.com/tylertreat/BoomFilters v0.0.0-20251001182300-5b3723cc64ae
)

require (
	github.com/d4l3k/messagediff v1.2.1 // indirect
	golang.org/x/exp v0.0.0-20220827204233-334a2380cb91 // indirect
)
