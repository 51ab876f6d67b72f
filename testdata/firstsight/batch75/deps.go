// Package firstsight75 pins batch 75: packages hogen has never been run on.
package firstsight75

import (
	_ "connectrpc.com/grpchealth"
	_ "github.com/arl/statsviz"
	_ "github.com/awesome-gocui/gocui"
	_ "github.com/c-bata/go-prompt"
	_ "github.com/d--j/go-milter"
	_ "github.com/lesismal/nbio"
	_ "github.com/op/go-logging"
	_ "github.com/opentracing/opentracing-go"
	_ "github.com/sebest/xff"
	_ "github.com/simonvetter/modbus"
)
