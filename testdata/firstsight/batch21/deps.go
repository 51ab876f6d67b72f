// Package firstsight21 pins batch 21: packages hogen has never been run on.
package firstsight21

import (
	_ "github.com/CloudyKit/jet/v6"
	_ "github.com/Shopify/go-lua"
	_ "github.com/antchfx/xmlquery"
	_ "github.com/bitly/go-simplejson"
	_ "github.com/cbroglie/mustache"
	_ "github.com/d5/tengo/v2"
	_ "github.com/go-resty/resty/v2"
	_ "github.com/gomarkdown/markdown/ast"
	_ "github.com/jellydator/validation"
	_ "github.com/robertkrimen/otto"
	_ "github.com/tidwall/redcon"
	_ "github.com/xeipuuv/gojsonschema"
)
