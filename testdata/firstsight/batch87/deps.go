// Package firstsight87 pins batch 87: packages hogen has never been run on.
package firstsight87

import (
	_ "codeberg.org/readeck/go-readability/v2"
	_ "github.com/6tail/lunar-go/calendar"
	_ "github.com/disintegration/imaging"
	_ "github.com/dmitryikh/leaves"
	_ "github.com/gpustack/gguf-parser-go"
	_ "github.com/jhump/protoreflect/v2/protoresolve"
	_ "github.com/longbridgeapp/opencc"
	_ "github.com/quagmt/udecimal"
	_ "github.com/vanng822/go-premailer/premailer"
	_ "go.jetify.com/typeid"
)
