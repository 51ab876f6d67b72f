// Package firstsight74 pins batch 74: packages hogen has never been run on.
package firstsight74

import (
	_ "github.com/asticode/go-astikit"
	_ "github.com/briandowns/spinner"
	_ "github.com/cristalhq/hedgedhttp"
	_ "github.com/getsentry/sentry-go"
	_ "github.com/go-martini/martini"
	_ "github.com/gosnmp/gosnmp"
	_ "github.com/olahol/melody"
	_ "github.com/pborman/getopt/v2"
	_ "github.com/tetratelabs/wazero"
	_ "github.com/tilinna/clock"
)
