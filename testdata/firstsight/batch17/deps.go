// Package firstsight17 pins batch 17: packages hogen has never been run on.
package firstsight17

import (
	_ "github.com/DATA-DOG/go-sqlmock"
	_ "github.com/alecthomas/participle/v2"
	_ "github.com/felixge/httpsnoop"
	_ "github.com/go-kit/log"
	_ "github.com/google/go-cmp/cmp"
	_ "github.com/sethvargo/go-envconfig"
	_ "github.com/ulule/limiter/v3/drivers/store/memory"
	_ "github.com/vbauerster/mpb/v8"
	_ "github.com/vektah/gqlparser/v2/validator"
	_ "github.com/yuin/gopher-lua"
	_ "github.com/zclconf/go-cty/cty"
	_ "mvdan.cc/sh/v3/syntax"
)
