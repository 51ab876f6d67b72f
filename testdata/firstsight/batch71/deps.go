// Package firstsight71 pins batch 71: packages hogen has never been run on.
package firstsight71

import (
	_ "github.com/bmbstack/g"
	_ "github.com/disiqueira/gotree/v3"
	_ "github.com/jtolds/gls"
	_ "github.com/life4/genesis/slices"
	_ "github.com/lytics/retry"
	_ "github.com/rafaeljesus/retry-go"
	_ "github.com/rjNemo/underscore"
	_ "github.com/tidwall/lotsa"
	_ "github.com/trivago/tgo/tsync"
	_ "github.com/v3nom/pipes"
)
