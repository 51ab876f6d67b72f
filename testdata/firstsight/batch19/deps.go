// Package firstsight19 pins batch 19: packages hogen has never been run on.
package firstsight19

import (
	_ "github.com/apex/log"
	_ "github.com/awalterschulze/gographviz"
	_ "github.com/go-chi/httprate"
	_ "github.com/goccy/go-yaml"
	_ "github.com/jasonlvhit/gocron"
	_ "github.com/jupp0r/go-priority-queue"
	_ "github.com/labstack/echo/v4"
	_ "github.com/russross/blackfriday/v2"
	_ "github.com/santhosh-tekuri/jsonschema/v6"
	_ "github.com/spyzhov/ajson"
	_ "github.com/tdewolff/parse/v2/js"
	_ "github.com/throttled/throttled/v2"
)
