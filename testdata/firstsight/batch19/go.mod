module firstsight19

go 1.26.8

require (
	github.com/apex/log v1.9.0
	github.com/awalterschulze/gographviz v2.0.3+incompatible
	github.com/go-chi/httprate v0.16.1
	github.com/goccy/go-yaml v1.19.2
	github.com/jasonlvhit/gocron v0.0.1
	github.com/jupp0r/go-priority-queue v0.0.0-20160601094913-ab1073853bde
	github.com/labstack/echo/v4 v4.16.0
	github.com/russross/blackfriday/v2 v2.1.0
	github.com/santhosh-tekuri/jsonschema/v6 v6.0.3
	github.com/spyzhov/ajson v0.9.6
	github.com/tdewolff/parse/v2 v2.8.20
	github.com/throttled/throttled/v2 v2.15.0
)

require (
	github.com/klauspost/cpuid/v2 v2.2.10 // indirect
	github.com/labstack/gommon v0.5.0 // indirect
	github.com/mattn/go-colorable v0.1.15 // indirect
	github.com/mattn/go-isatty v0.0.22 // indirect
	github.com/pkg/errors v0.8.1 // indirect
	github.com/valyala/bytebufferpool v1.0.0 // indirect
	github.com/valyala/fasttemplate v1.2.2 // indirect
	github.com/zeebo/xxh3 v1.0.2 // indirect
	golang.org/x/crypto v0.53.0 // indirect
	golang.org/x/net v0.56.0 // indirect
	golang.org/x/sys v0.46.0 // indirect
	golang.org/x/text v0.40.0 // indirect
)
