module firstsight42

go 1.26.8

require (
	github.com/BooleanCat/go-functional/v2 v2.1.0
	github.com/RussellLuo/timingwheel v0.0.0-20220218152713-54845bda3108
	github.com/bykof/stateful v0.0.8
	github.com/chuckpreslar/emission v0.0.0-20170206194824-a7ddd980baf9
	github.com/cohesivestack/valgo v0.4.1
	github.com/elastic/go-freelru v0.16.0
	github.com/erni27/imcache v1.2.0
	github.com/mercari/go-circuitbreaker v0.0.2
	github.com/plar/go-adaptive-radix-tree/v2 v2.0.3
	github.com/rqlite/sql v0.0.0-20260224021119-1b2524a41372
	github.com/yourbasic/graph v0.0.0-20210606180040-8ecfec1c2869
	stathat.com/c/consistent v1.0.0
)

require (
	github.com/benbjohnson/clock v1.3.0 // indirect
	github.com/cenkalti/backoff/v3 v3.1.1 // indirect
	github.com/davecgh/go-spew v1.1.1 // indirect
	github.com/pmezard/go-difflib v1.0.0 // indirect
	github.com/stretchr/testify v1.9.0 // indirect
	github.com/valyala/bytebufferpool v1.0.0 // indirect
	github.com/valyala/fasttemplate v1.2.2 // indirect
	gopkg.in/yaml.v3 v3.0.1 // indirect
)
