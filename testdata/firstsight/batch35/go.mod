module firstsight35

go 1.26.8

require (
	github.com/centrifugal/fdelta v0.0.3
	github.com/cilium/statedb v0.9.4
	github.com/clbanning/mxj/v2 v2.7.0
	github.com/dchest/captcha v1.1.0
	github.com/fatih/structtag v1.2.0
	github.com/go-chi/render v1.0.3
	github.com/google/flatbuffers v25.12.19+incompatible
	github.com/google/shlex v0.0.0-20191202100458-e7afc7fbc510
	github.com/klauspost/reedsolomon v1.14.2
	github.com/samber/oops v1.23.2
	github.com/scim2/filter-parser/v2 v2.3.1
	github.com/ulikunitz/xz v0.5.17
)

require (
	github.com/ajg/form v1.5.1 // indirect
	github.com/klauspost/cpuid/v2 v2.3.0 // indirect
	github.com/kr/pretty v0.3.1 // indirect
	github.com/oklog/ulid/v2 v2.1.2 // indirect
	github.com/q-uint/parser v0.3.1 // indirect
	github.com/samber/lo v1.53.0 // indirect
	go.opentelemetry.io/otel v1.29.0 // indirect
	go.opentelemetry.io/otel/trace v1.29.0 // indirect
	go.yaml.in/yaml/v3 v3.0.4 // indirect
	golang.org/x/sys v0.30.0 // indirect
	golang.org/x/text v0.22.0 // indirect
)
