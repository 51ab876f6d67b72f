module firstsight16

go 1.26.8

require (
	github.com/PuerkitoBio/goquery v1.13.0
	github.com/Rican7/retry v0.3.1
	github.com/VictoriaMetrics/metrics v1.45.0
	github.com/bytedance/gopkg v0.1.4
	github.com/caarlos0/env/v11 v11.4.2
	github.com/hashicorp/go-bexpr v0.1.17
	github.com/itchyny/gojq v0.12.20
	github.com/lmittmann/tint v1.2.1
	github.com/paulmach/orb v0.14.0
	github.com/samber/ro v0.3.0
	github.com/sasha-s/go-deadlock v0.3.9
	go.uber.org/fx v1.24.0
)

require (
	github.com/andybalholm/cascadia v1.3.4 // indirect
	github.com/itchyny/timefmt-go v0.1.9 // indirect
	github.com/mitchellh/mapstructure v1.5.0 // indirect
	github.com/mitchellh/pointerstructure v1.2.1 // indirect
	github.com/petermattis/goid v0.0.0-20250813065127-a731cc31b4fe // indirect
	github.com/samber/lo v1.52.0 // indirect
	github.com/valyala/fastrand v1.1.0 // indirect
	github.com/valyala/histogram v1.2.0 // indirect
	go.uber.org/dig v1.19.0 // indirect
	go.uber.org/multierr v1.10.0 // indirect
	go.uber.org/zap v1.26.0 // indirect
	golang.org/x/exp v0.0.0-20220303212507-bbda1eaf7a17 // indirect
	golang.org/x/net v0.58.0 // indirect
	golang.org/x/sys v0.47.0 // indirect
	golang.org/x/text v0.41.0 // indirect
)
