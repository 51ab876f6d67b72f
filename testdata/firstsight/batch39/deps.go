// Package firstsight39 pins batch 39: packages hogen has never been run on.
package firstsight39

import (
	_ "github.com/PaesslerAG/jsonpath"
	_ "github.com/bojanz/currency"
	_ "github.com/formancehq/numscript"
	_ "github.com/github/go-spdx/v2/spdxexp"
	_ "github.com/go-chi/cors"
	_ "github.com/protocolbuffers/txtpbfmt/ast"
	_ "github.com/qri-io/jsonpointer"
	_ "github.com/twmb/avro"
	_ "github.com/twpayne/go-geom"
	_ "github.com/xtaci/lossyconn"
	_ "github.com/yeqown/go-qrcode/v2"
	_ "gopkg.in/tomb.v1"
)
