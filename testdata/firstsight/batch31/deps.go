// Package firstsight31 pins batch 31: packages hogen has never been run on.
package firstsight31

import (
	_ "github.com/cockroachdb/redact"
	_ "github.com/elliotchance/pie/v2"
	_ "github.com/fatih/set"
	_ "github.com/gertd/go-pluralize"
	_ "github.com/google/safehtml/template"
	_ "github.com/jszwec/csvutil"
	_ "github.com/justinas/nosurf"
	_ "github.com/lithammer/fuzzysearch/fuzzy"
	_ "github.com/naoina/toml"
	_ "github.com/perimeterx/marshmallow"
	_ "github.com/sourcegraph/go-diff/diff"
	_ "github.com/teambition/rrule-go"
)
