module firstsight28

go 1.26.8

require (
	github.com/JohannesKaufmann/html-to-markdown/v2 v2.5.2
	github.com/alexedwards/scs/v2 v2.9.0
	github.com/blevesearch/vellum v1.2.1
	github.com/evanphx/json-patch/v5 v5.9.11
	github.com/go-openapi/inflect v1.0.1
	github.com/gorilla/securecookie v1.1.2
	github.com/graph-gophers/graphql-go v1.11.0
	github.com/hashicorp/eventlogger v0.2.10
	github.com/linkedin/goavro/v2 v2.15.0
	github.com/schollz/closestmatch v2.1.0+incompatible
	github.com/tdewolff/minify/v2 v2.24.25
	github.com/xuri/efp v0.0.2
)

require (
	github.com/JohannesKaufmann/dom v0.3.1 // indirect
	github.com/bits-and-blooms/bitset v1.24.2 // indirect
	github.com/blevesearch/mmap-go v1.2.0 // indirect
	github.com/golang/snappy v0.0.1 // indirect
	github.com/hashicorp/errwrap v1.0.0 // indirect
	github.com/hashicorp/go-multierror v1.1.1 // indirect
	github.com/tdewolff/parse/v2 v2.8.20 // indirect
	golang.org/x/net v0.55.0 // indirect
	golang.org/x/sys v0.49.0 // indirect
)
