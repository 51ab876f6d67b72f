// Package firstsight35 pins batch 35: packages hogen has never been run on.
package firstsight35

import (
	_ "github.com/centrifugal/fdelta"
	_ "github.com/cilium/statedb/part"
	_ "github.com/clbanning/mxj/v2"
	_ "github.com/dchest/captcha"
	_ "github.com/fatih/structtag"
	_ "github.com/go-chi/render"
	_ "github.com/google/flatbuffers/go"
	_ "github.com/google/shlex"
	_ "github.com/klauspost/reedsolomon"
	_ "github.com/samber/oops"
	_ "github.com/scim2/filter-parser/v2"
	_ "github.com/ulikunitz/xz"
)
