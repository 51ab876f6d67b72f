module firstsight26

go 1.26.8

require (
	github.com/Azure/go-ansiterm v0.0.0-20261006220739-8c912ac31dd4
	github.com/VictoriaMetrics/metricsql v0.87.3
	github.com/adamzy/cedar-go v0.0.0-20170805034717-80a9c64b256d
	github.com/asaskevich/govalidator v0.0.0-20230301143203-a9d515a09cc2
	github.com/brianvoe/gofakeit/v7 v7.18.2
	github.com/google/cel-go v0.31.0
	github.com/hamba/avro/v2 v2.31.0
	github.com/huandu/go-sqlbuilder v1.44.1
	github.com/invopop/jsonschema v0.14.0
	github.com/leanovate/gopter v0.2.11
	github.com/mmcdole/gofeed v1.4.2
	github.com/syndtr/goleveldb v1.0.0
)

require (
	cel.dev/expr v0.25.1 // indirect
	github.com/VictoriaMetrics/metrics v1.35.3 // indirect
	github.com/antlr4-go/antlr/v4 v4.13.1 // indirect
	github.com/bahlo/generic-list-go v0.2.0 // indirect
	github.com/buger/jsonparser v1.1.2 // indirect
	github.com/go-viper/mapstructure/v2 v2.4.0 // indirect
	github.com/huandu/go-clone v1.7.3 // indirect
	github.com/huandu/xstrings v1.4.0 // indirect
	github.com/json-iterator/go v1.1.12 // indirect
	github.com/mmcdole/goxpp/v2 v2.0.0 // indirect
	github.com/modern-go/concurrent v0.0.0-20180306012644-bacd9c7ef1dd // indirect
	github.com/modern-go/reflect2 v1.0.2 // indirect
	github.com/pb33f/ordered-map/v2 v2.3.1 // indirect
	github.com/valyala/fastrand v1.1.0 // indirect
	github.com/valyala/histogram v1.2.0 // indirect
	go.yaml.in/yaml/v3 v3.0.4 // indirect
	go.yaml.in/yaml/v4 v4.0.0-rc.2 // indirect
	golang.org/x/exp v0.0.0-20240823005443-9b4947da3948 // indirect
	golang.org/x/net v0.57.0 // indirect
	golang.org/x/sys v0.47.0 // indirect
	golang.org/x/text v0.40.0 // indirect
	google.golang.org/genproto/googleapis/api v0.0.0-20240826202546-f6391c0de4c7 // indirect
	google.golang.org/genproto/googleapis/rpc v0.0.0-20240826202546-f6391c0de4c7 // indirect
	google.golang.org/protobuf v1.36.11 // indirect
)
