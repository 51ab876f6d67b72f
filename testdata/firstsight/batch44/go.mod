module firstsight44

go 1.26.8

require (
	github.com/adrianbrad/queue v1.3.0
	github.com/ajwerner/btree v0.0.0-20211221152037-f427b3e689c0
	github.com/alexkappa/mustache v1.0.0
	github.com/bsm/ratelimit v2.0.0+incompatible
	github.com/cep21/circuit/v4 v4.0.0
	github.com/destel/rill v0.7.0
	github.com/hexops/gotextdiff v1.0.3
	github.com/hishamk/statetrooper v0.1.4
	github.com/leandro-lugaresi/hub v1.1.1
	github.com/soniakeys/graph v0.0.0
	github.com/titanous/json5 v1.0.0
	github.com/zekroTJA/timedmap v1.5.2
)

require (
	github.com/onsi/ginkgo v1.16.5 // indirect
	github.com/onsi/gomega v1.44.0 // indirect
	github.com/soniakeys/bits v1.0.0 // indirect
)
