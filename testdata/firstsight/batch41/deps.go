// Package firstsight41 pins batch 41: packages hogen has never been run on.
package firstsight41

import (
	_ "github.com/aryann/difflib"
	_ "github.com/cocoonspace/fsm"
	_ "github.com/creachadair/jrpc2"
	_ "github.com/gookit/event"
	_ "github.com/hashicorp/cronexpr"
	_ "github.com/jmespath/go-jmespath"
	_ "github.com/mailgun/raymond/v2"
	_ "github.com/maja42/goval"
	_ "github.com/mattbaird/jsonpatch"
	_ "github.com/nsf/jsondiff"
	_ "github.com/olebedev/when"
	_ "github.com/swaggest/jsonschema-go"
)
