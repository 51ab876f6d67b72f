module firstsight74

go 1.26.8

require (
	github.com/asticode/go-astikit v0.42.0
	github.com/briandowns/spinner v1.23.2
	github.com/cristalhq/hedgedhttp v0.9.2
	github.com/getsentry/sentry-go v0.50.0
	github.com/go-martini/martini v0.0.0-20170121215854-22fa46961aab
	github.com/gosnmp/gosnmp v1.47.0
	github.com/olahol/melody v1.1.4
	github.com/pborman/getopt/v2 v2.2.0
	github.com/tetratelabs/wazero v1.12.0
	github.com/tilinna/clock v1.1.0
)

require (
	github.com/codegangsta/inject v0.0.0-20150114235600-33e0aa1cb7c0 // indirect
	github.com/fatih/color v1.7.0 // indirect
	github.com/gorilla/websocket v1.5.0 // indirect
	github.com/mattn/go-colorable v0.1.2 // indirect
	github.com/mattn/go-isatty v0.0.8 // indirect
	golang.org/x/sys v0.47.0 // indirect
	golang.org/x/term v0.1.0 // indirect
	golang.org/x/text v0.41.0 // indirect
)
