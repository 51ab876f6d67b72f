module firstsight22

go 1.26.8

require (
	github.com/antlr4-go/antlr/v4 v4.13.1
	github.com/casbin/casbin/v2 v2.135.0
	github.com/go-playground/form/v4 v4.2.1
	github.com/gobwas/ws v1.5.0
	github.com/graphql-go/graphql v0.8.1
	github.com/hashicorp/golang-lru v1.0.2
	github.com/matryer/try v0.0.0-20161228173917-9ac251b645a2
	github.com/streadway/handy v0.0.0-20200128134331-0f66f006fb2e
	github.com/wI2L/jsondiff v0.7.1
	go.starlark.net v0.0.0-20260908191801-89a6a09411d5
	gopkg.in/ini.v1 v1.67.3
	k8s.io/utils v0.0.0-20261023123148-ca04ba58ecab
)

require (
	github.com/bmatcuk/doublestar/v4 v4.6.1 // indirect
	github.com/casbin/govaluate v1.3.0 // indirect
	github.com/cheekybits/is v0.0.0-20150225183255-68e9c0620927 // indirect
	github.com/gobwas/httphead v0.1.0 // indirect
	github.com/google/uuid v1.6.0 // indirect
	github.com/tidwall/gjson v1.18.0 // indirect
	github.com/tidwall/match v1.1.1 // indirect
	github.com/tidwall/pretty v1.2.1 // indirect
	github.com/tidwall/sjson v1.2.5 // indirect
	golang.org/x/exp v0.0.0-20240506185415-9bf2ced13842 // indirect
	golang.org/x/sys v0.49.0 // indirect
)
