module firstsight48

go 1.26.8

require (
	github.com/chzyer/readline v1.5.1
	github.com/dsoprea/go-exif/v3 v3.0.1
	github.com/elazarl/goproxy v1.9.3
	github.com/gocolly/colly/v2 v2.3.0
	github.com/gomodule/redigo v1.9.3
	github.com/pressly/goose/v3 v3.30.0
	github.com/sclevine/spec v1.4.0
	github.com/tidwall/evio v1.0.8
	github.com/urfave/cli/v3 v3.14.0
	github.com/vjeantet/ldapserver v1.0.1
	go.etcd.io/bbolt v1.5.0
	rsc.io/script v0.0.2
)

require (
	github.com/PuerkitoBio/goquery v1.11.0 // indirect
	github.com/andybalholm/cascadia v1.3.3 // indirect
	github.com/antchfx/htmlquery v1.3.5 // indirect
	github.com/antchfx/xmlquery v1.5.0 // indirect
	github.com/antchfx/xpath v1.3.5 // indirect
	github.com/bits-and-blooms/bitset v1.24.4 // indirect
	github.com/dsoprea/go-logging v0.0.0-20200710184922-b02d349568dd // indirect
	github.com/dsoprea/go-utility/v2 v2.0.0-20221003172846-a3e1774ef349 // indirect
	github.com/go-errors/errors v1.4.2 // indirect
	github.com/gobwas/glob v0.2.3 // indirect
	github.com/golang/geo v0.0.0-20210211234256-740aa86cb551 // indirect
	github.com/golang/groupcache v0.0.0-20241129210726-2c02b8208cf8 // indirect
	github.com/golang/protobuf v1.5.4 // indirect
	github.com/kavu/go_reuseport v1.5.0 // indirect
	github.com/kennygrant/sanitize v1.2.4 // indirect
	github.com/lor00x/goldap v0.0.0-20180618054307-a546dffdd1a3 // indirect
	github.com/mfridman/interpolate v0.0.2 // indirect
	github.com/nlnwa/whatwg-url v0.6.2 // indirect
	github.com/saintfish/chardet v0.0.0-20230101081208-5e3ef4b5456d // indirect
	github.com/sethvargo/go-retry v0.5.0 // indirect
	github.com/temoto/robotstxt v1.1.2 // indirect
	go.uber.org/multierr v1.11.0 // indirect
	golang.org/x/net v0.62.0 // indirect
	golang.org/x/sync v0.25.0 // indirect
	golang.org/x/sys v0.50.0 // indirect
	golang.org/x/text v0.44.0 // indirect
	golang.org/x/tools v0.52.0 // indirect
	google.golang.org/appengine v1.6.8 // indirect
	google.golang.org/protobuf v1.36.12 // indirect
	gopkg.in/yaml.v2 v2.4.0 // indirect
)
