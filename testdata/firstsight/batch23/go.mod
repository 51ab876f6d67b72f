module firstsight23

go 1.26.8

require (
	github.com/Masterminds/squirrel v1.5.4
	github.com/codegangsta/inject v0.0.0-20150114235600-33e0aa1cb7c0
	github.com/didip/tollbooth/v7 v7.0.2
	github.com/dimfeld/httptreemux/v5 v5.5.0
	github.com/gorilla/schema v1.4.1
	github.com/hashicorp/hcl v1.0.0
	github.com/jedib0t/go-pretty/v6 v6.8.3
	github.com/json-iterator/go v1.1.12
	github.com/microcosm-cc/bluemonday v1.0.27
	github.com/sergi/go-diff v1.4.0
	go.opentelemetry.io/otel/sdk v1.47.0
	go.uber.org/mock v0.6.0
)

require (
	github.com/aymerick/douceur v0.2.0 // indirect
	github.com/cespare/xxhash/v2 v2.3.0 // indirect
	github.com/go-logr/logr v1.4.4 // indirect
	github.com/go-logr/stdr v1.2.2 // indirect
	github.com/go-pkgz/expirable-cache/v3 v3.0.0 // indirect
	github.com/google/uuid v1.6.0 // indirect
	github.com/gorilla/css v1.0.1 // indirect
	github.com/lann/builder v0.0.0-20180802200727-47ae307949d0 // indirect
	github.com/lann/ps v0.0.0-20150810152359-62de8c46ede0 // indirect
	github.com/mattn/go-runewidth v0.0.16 // indirect
	github.com/modern-go/concurrent v0.0.0-20180228061459-e0a39a4cb421 // indirect
	github.com/modern-go/reflect2 v1.0.2 // indirect
	github.com/rivo/uniseg v0.4.7 // indirect
	go.opentelemetry.io/auto/sdk v1.2.1 // indirect
	go.opentelemetry.io/otel v1.47.0 // indirect
	go.opentelemetry.io/otel/log v1.47.0 // indirect
	go.opentelemetry.io/otel/metric v1.47.0 // indirect
	go.opentelemetry.io/otel/trace v1.47.0 // indirect
	golang.org/x/net v0.26.0 // indirect
	golang.org/x/sys v0.48.0 // indirect
	golang.org/x/text v0.22.0 // indirect
)
