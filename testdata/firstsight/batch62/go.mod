module firstsight62

go 1.26.8

require (
	github.com/abcum/emitr v0.0.0-20201209214749-eb43f748522d
	github.com/bongnv/go-container v0.1.0
	github.com/go-zoox/eventemitter v1.4.1
	github.com/gobuffalo/events v1.4.3
	github.com/jfrog/gofrog v1.7.6
	github.com/karrick/goswarm v1.10.0
	github.com/mailgun/ttlmap v0.0.0-20170619185759-c1c17f74874f
	github.com/motoki317/sc v1.7.1
	github.com/nuttech/bell v1.0.0
	github.com/scalalang2/golang-fifo v1.2.0
	github.com/shaj13/libcache v1.2.1
	github.com/stanipetrosyan/go-eventbus v0.9.0
)

require (
	github.com/go-errors/errors v1.5.1 // indirect
	github.com/go-zoox/chalk v1.0.1 // indirect
	github.com/go-zoox/datetime v1.1.0 // indirect
	github.com/go-zoox/errors v1.0.2 // indirect
	github.com/go-zoox/logger v1.4.6 // indirect
	github.com/go-zoox/safe v1.2.0 // indirect
	github.com/go-zoox/uuid v0.0.1 // indirect
	github.com/google/uuid v1.3.0 // indirect
	github.com/mailgun/minheap v0.0.0-20170619185613-3dbe6c6bf55f // indirect
	github.com/mailgun/timetools v0.0.0-20170619190023-f3a7b8ffff47 // indirect
	gopkg.in/mgo.v2 v2.0.0-20190816093944-a6b53ec6cb22 // indirect
	gopkg.in/yaml.v2 v2.4.0 // indirect
	launchpad.net/gocheck v0.0.0-20140225173054-000000000087 // indirect
)
