// Package firstsight29 pins batch 29: packages hogen has never been run on.
package firstsight29

import (
	_ "github.com/bluekeyes/go-gitdiff/gitdiff"
	_ "github.com/cockroachdb/swiss"
	_ "github.com/cockroachdb/tokenbucket"
	_ "github.com/go-faster/jx"
	_ "github.com/go-openapi/strfmt"
	_ "github.com/gobuffalo/plush/v4"
	_ "github.com/gocarina/gocsv"
	_ "github.com/hashicorp/hil"
	_ "github.com/jmespath-community/go-jmespath"
	_ "github.com/kljensen/snowball"
	_ "github.com/olekukonko/tablewriter"
	_ "github.com/shamaton/msgpack/v2"
)
