module firstsight41

go 1.26.8

require (
	github.com/aryann/difflib v0.0.0-20210328193216-ff5ff6dc229b
	github.com/cocoonspace/fsm v1.0.1
	github.com/creachadair/jrpc2 v1.3.6
	github.com/gookit/event v1.2.0
	github.com/hashicorp/cronexpr v1.1.3
	github.com/jmespath/go-jmespath v0.4.0
	github.com/mailgun/raymond/v2 v2.0.48
	github.com/maja42/goval v1.6.0
	github.com/mattbaird/jsonpatch v0.0.0-20240118010651-0ba75a80ca38
	github.com/nsf/jsondiff v0.0.0-20260207060731-8e8d90c4c0ac
	github.com/olebedev/when v1.1.0
	github.com/swaggest/jsonschema-go v0.3.74
)

require (
	github.com/AlekSi/pointer v1.0.0 // indirect
	github.com/creachadair/mds v0.31.0 // indirect
	github.com/evanphx/json-patch v0.5.2 // indirect
	github.com/gookit/goutil v0.7.1 // indirect
	github.com/pkg/errors v0.9.1 // indirect
	github.com/sirupsen/logrus v1.8.1 // indirect
	github.com/swaggest/refl v1.3.0 // indirect
	golang.org/x/sync v0.24.0 // indirect
	golang.org/x/sys v0.30.0 // indirect
)
