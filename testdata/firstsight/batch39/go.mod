module firstsight39

go 1.26.8

require (
	github.com/PaesslerAG/jsonpath v0.1.1
	github.com/bojanz/currency v1.4.2
	github.com/formancehq/numscript v0.2.0
	github.com/github/go-spdx/v2 v2.8.0
	github.com/go-chi/cors v1.2.2
	github.com/protocolbuffers/txtpbfmt v0.0.0-20261013103202-7c8a61a7a736
	github.com/qri-io/jsonpointer v0.1.1
	github.com/twmb/avro v1.9.1
	github.com/twpayne/go-geom v1.7.0
	github.com/xtaci/lossyconn v1.1.0
	github.com/yeqown/go-qrcode/v2 v2.3.0
	gopkg.in/tomb.v1 v1.0.0-20141024135613-dd632973f1e7
)

require (
	github.com/PaesslerAG/gval v1.0.0 // indirect
	github.com/antlr4-go/antlr/v4 v4.13.1 // indirect
	github.com/cockroachdb/apd/v3 v3.2.1 // indirect
	github.com/yeqown/reedsolomon v1.0.0 // indirect
	golang.org/x/exp v0.0.0-20260312153236-7ab1446f8b90 // indirect
	golang.org/x/text v0.39.0 // indirect
)
