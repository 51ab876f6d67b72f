// Package firstsight23 pins batch 23: packages hogen has never been run on.
package firstsight23

import (
	_ "github.com/Masterminds/squirrel"
	_ "github.com/codegangsta/inject"
	_ "github.com/didip/tollbooth/v7"
	_ "github.com/dimfeld/httptreemux/v5"
	_ "github.com/gorilla/schema"
	_ "github.com/hashicorp/hcl/hcl/ast"
	_ "github.com/jedib0t/go-pretty/v6/table"
	_ "github.com/json-iterator/go"
	_ "github.com/microcosm-cc/bluemonday"
	_ "github.com/sergi/go-diff/diffmatchpatch"
	_ "go.opentelemetry.io/otel/sdk/trace"
	_ "go.uber.org/mock/gomock"
)
