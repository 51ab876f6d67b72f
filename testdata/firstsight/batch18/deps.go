// Package firstsight18 pins batch 18: packages hogen has never been run on.
package firstsight18

import (
	_ "github.com/HdrHistogram/hdrhistogram-go"
	_ "github.com/Jeffail/gabs/v2"
	_ "github.com/hashicorp/hcl/v2/hclsyntax"
	_ "github.com/jolestar/go-commons-pool/v2"
	_ "github.com/jpillora/backoff"
	_ "github.com/kataras/go-events"
	_ "github.com/osteele/liquid"
	_ "github.com/prometheus/client_golang/prometheus"
	_ "github.com/ryszard/goskiplist/skiplist"
	_ "github.com/sourcegraph/jsonrpc2"
	_ "github.com/valyala/fasttemplate"
	_ "github.com/yl2chen/cidranger"
)
