// Package firstsight13 pins batch 13: packages hogen has never been run on.
package firstsight13

import (
	_ "github.com/PaesslerAG/gval"
	_ "github.com/Yiling-J/theine-go"
	_ "github.com/antchfx/xpath"
	_ "github.com/bits-and-blooms/bloom/v3"
	_ "github.com/dustin/go-broadcast"
	_ "github.com/iancoleman/orderedmap"
	_ "github.com/kamstrup/intmap"
	_ "github.com/knadh/koanf/v2"
	_ "github.com/r3labs/diff/v3"
	_ "github.com/thejerf/suture/v4"
	_ "github.com/viccon/sturdyc"
	_ "go.uber.org/dig"
)
