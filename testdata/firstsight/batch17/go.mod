module firstsight17

go 1.26.8

require (
	github.com/DATA-DOG/go-sqlmock v1.5.2
	github.com/alecthomas/participle/v2 v2.1.4
	github.com/felixge/httpsnoop v1.1.0
	github.com/go-kit/log v0.2.1
	github.com/google/go-cmp v0.7.0
	github.com/sethvargo/go-envconfig v1.4.3
	github.com/ulule/limiter/v3 v3.11.2
	github.com/vbauerster/mpb/v8 v8.16.2
	github.com/vektah/gqlparser/v2 v2.5.64
	github.com/yuin/gopher-lua v1.1.2
	github.com/zclconf/go-cty v1.20.0
	mvdan.cc/sh/v3 v3.14.1
)

require (
	github.com/VividCortex/ewma v1.2.0 // indirect
	github.com/acarl005/stripansi v0.0.0-20180116102854-5a71ef0e047d // indirect
	github.com/agnivade/levenshtein v1.2.2 // indirect
	github.com/apparentlymart/go-textseg/v15 v15.0.0 // indirect
	github.com/apparentlymart/go-textseg/v17 v17.0.1 // indirect
	github.com/clipperhouse/uax29/v2 v2.7.0 // indirect
	github.com/go-logfmt/logfmt v0.5.1 // indirect
	github.com/mattn/go-runewidth v0.0.30 // indirect
	github.com/pkg/errors v0.9.1 // indirect
	github.com/vbauerster/cupwriter v0.0.5 // indirect
	golang.org/x/sys v0.48.0 // indirect
	golang.org/x/text v0.11.0 // indirect
)
