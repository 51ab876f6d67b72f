module firstsight11

go 1.26.8

require (
	github.com/Knetic/govaluate v3.0.0+incompatible
	github.com/alitto/pond/v2 v2.7.1
	github.com/creachadair/mds v0.32.0
	github.com/dlclark/regexp2 v1.12.0
	github.com/gobwas/glob v1.1.0
	github.com/hashicorp/go-multierror v1.1.1
	github.com/hashicorp/golang-lru/arc/v2 v2.0.7
	github.com/oxtoacart/bpool v0.0.0-20190530202638-03653db5a59c
	github.com/segmentio/ksuid v1.0.4
	github.com/tidwall/tinylru v1.2.1
	github.com/valyala/bytebufferpool v1.0.0
)

require (
	github.com/hashicorp/errwrap v1.0.0 // indirect
	github.com/hashicorp/golang-lru/v2 v2.0.7 // indirect
)
