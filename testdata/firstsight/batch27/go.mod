module firstsight27

go 1.26.8

require (
	github.com/ardanlabs/jinja v1.8.0
	github.com/bufbuild/protocompile v0.14.1
	github.com/cedar-policy/cedar-go v1.9.1
	github.com/creasty/defaults v1.11.0
	github.com/cucumber/gherkin/go/v42 v42.0.1
	github.com/francoispqt/gojay v1.2.13
	github.com/go-git/go-billy/v6 v6.0.0-beta.1
	github.com/google/gofuzz v1.2.0
	github.com/kelseyhightower/envconfig v1.4.0
	github.com/mochi-mqtt/server/v2 v2.7.9
	github.com/pkg/diff v0.0.0-20210226163009-20ebb0f2a09e
	github.com/tinylib/msgp v1.6.5
)

require (
	github.com/cucumber/messages/go/v34 v34.2.0 // indirect
	github.com/go-json-experiment/json v1.27.2 // indirect
	github.com/google/uuid v1.6.0 // indirect
	github.com/gorilla/websocket v1.5.0 // indirect
	github.com/philhofer/fwd v1.2.0 // indirect
	github.com/rs/xid v1.4.0 // indirect
	golang.org/x/exp v0.0.0-20230626212559-97b1e661b5df // indirect
	golang.org/x/sync v0.20.0 // indirect
	google.golang.org/protobuf v1.34.2 // indirect
)
