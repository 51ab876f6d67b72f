// Package firstsight28 pins batch 28: packages hogen has never been run on.
package firstsight28

import (
	_ "github.com/JohannesKaufmann/html-to-markdown/v2/converter"
	_ "github.com/alexedwards/scs/v2"
	_ "github.com/blevesearch/vellum"
	_ "github.com/evanphx/json-patch/v5"
	_ "github.com/go-openapi/inflect"
	_ "github.com/gorilla/securecookie"
	_ "github.com/graph-gophers/graphql-go"
	_ "github.com/hashicorp/eventlogger"
	_ "github.com/linkedin/goavro/v2"
	_ "github.com/schollz/closestmatch"
	_ "github.com/tdewolff/minify/v2"
	_ "github.com/xuri/efp"
)
