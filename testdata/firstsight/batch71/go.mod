module firstsight71

go 1.26.8

require (
	github.com/bmbstack/g v1.0.0
	github.com/disiqueira/gotree/v3 v3.0.2
	github.com/jtolds/gls v4.20.0+incompatible
	github.com/life4/genesis v1.10.3
	github.com/lytics/retry v1.2.0
	github.com/rafaeljesus/retry-go v0.0.0-20171214204623-5981a380a879
	github.com/rjNemo/underscore v0.10.0
	github.com/tidwall/lotsa v1.0.2
	github.com/trivago/tgo v1.0.7
	github.com/v3nom/pipes v1.0.0
)

require github.com/gopherjs/gopherjs v1.21.0 // indirect
