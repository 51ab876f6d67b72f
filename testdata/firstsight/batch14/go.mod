module firstsight14

go 1.26.8

require (
	code.cloudfoundry.org/go-diodes v0.0.0-20231113191959-85adc333ee36
	github.com/aalpar/deheap v1.1.2
	github.com/bep/lazycache v0.9.0
	github.com/dhconnelly/rtreego v1.2.0
	github.com/docker/go-events v0.1.0
	github.com/flosch/pongo2/v6 v6.0.0
	github.com/go-playground/validator/v10 v10.30.6
	github.com/moby/pubsub v1.0.0
	github.com/samber/do/v2 v2.0.0
	github.com/scylladb/go-set v1.0.2
	github.com/tchap/go-patricia/v2 v2.3.3
	github.com/yuin/goldmark v1.8.7
)

require (
	github.com/gabriel-vasile/mimetype v1.4.16 // indirect
	github.com/go-playground/locales v0.14.2 // indirect
	github.com/go-playground/universal-translator v0.18.2 // indirect
	github.com/hashicorp/golang-lru/v2 v2.0.7 // indirect
	github.com/leodido/go-urn v1.5.0 // indirect
	github.com/samber/go-type-to-string v1.8.0 // indirect
	github.com/sirupsen/logrus v1.10.2 // indirect
	golang.org/x/crypto v0.58.0 // indirect
	golang.org/x/sys v0.49.0 // indirect
	golang.org/x/text v0.43.0 // indirect
)
