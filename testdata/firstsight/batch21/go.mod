module firstsight21

go 1.26.8

require (
	github.com/CloudyKit/jet/v6 v6.3.3
	github.com/Shopify/go-lua v0.0.0-20250718183320-1e37f32ad7d0
	github.com/antchfx/xmlquery v1.5.2
	github.com/bitly/go-simplejson v0.5.1
	github.com/cbroglie/mustache v1.4.2
	github.com/d5/tengo/v2 v2.17.0
	github.com/go-resty/resty/v2 v2.17.2
	github.com/gomarkdown/markdown v0.0.0-20261107153045-a51d70be185e
	github.com/jellydator/validation v1.2.0
	github.com/robertkrimen/otto v0.5.1
	github.com/tidwall/redcon v1.6.4
	github.com/xeipuuv/gojsonschema v1.2.0
)

require (
	github.com/CloudyKit/fastprinter v0.0.0-20200109182630-33d98a066a53 // indirect
	github.com/antchfx/xpath v1.3.9 // indirect
	github.com/golang/groupcache v0.0.0-20210331224755-41bb18bfe9da // indirect
	github.com/tidwall/btree v1.1.0 // indirect
	github.com/tidwall/match v1.1.1 // indirect
	github.com/xeipuuv/gojsonpointer v0.0.0-20180127040702-4e3ac2762d5f // indirect
	github.com/xeipuuv/gojsonreference v0.0.0-20180127040603-bd5ef7bd5415 // indirect
	golang.org/x/net v0.43.0 // indirect
	golang.org/x/text v0.28.0 // indirect
	gopkg.in/sourcemap.v1 v1.0.5 // indirect
)
