// Package firstsight27 pins batch 27: packages hogen has never been run on.
package firstsight27

import (
	_ "github.com/ardanlabs/jinja"
	_ "github.com/bufbuild/protocompile"
	_ "github.com/cedar-policy/cedar-go"
	_ "github.com/creasty/defaults"
	_ "github.com/cucumber/gherkin/go/v42"
	_ "github.com/francoispqt/gojay"
	_ "github.com/go-git/go-billy/v6/memfs"
	_ "github.com/google/gofuzz"
	_ "github.com/kelseyhightower/envconfig"
	_ "github.com/mochi-mqtt/server/v2"
	_ "github.com/pkg/diff"
	_ "github.com/tinylib/msgp/msgp"
)
