module firstsight13

go 1.26.8

require (
	github.com/PaesslerAG/gval v1.2.4
	github.com/Yiling-J/theine-go v0.6.3
	github.com/antchfx/xpath v1.3.9
	github.com/bits-and-blooms/bloom/v3 v3.7.1
	github.com/dustin/go-broadcast v0.0.0-20171205050544-f664265f5a66
	github.com/iancoleman/orderedmap v0.3.0
	github.com/kamstrup/intmap v0.5.2
	github.com/knadh/koanf/v2 v2.4.1
	github.com/r3labs/diff/v3 v3.0.2
	github.com/thejerf/suture/v4 v4.0.6
	github.com/viccon/sturdyc v1.1.5
	go.uber.org/dig v1.19.0
)

require (
	github.com/bits-and-blooms/bitset v1.24.2 // indirect
	github.com/cespare/xxhash/v2 v2.3.0 // indirect
	github.com/go-viper/mapstructure/v2 v2.4.0 // indirect
	github.com/klauspost/cpuid/v2 v2.0.9 // indirect
	github.com/knadh/koanf/maps v0.1.2 // indirect
	github.com/mitchellh/copystructure v1.2.0 // indirect
	github.com/mitchellh/reflectwalk v1.0.2 // indirect
	github.com/shopspring/decimal v1.3.1 // indirect
	github.com/vmihailenco/msgpack/v5 v5.4.1 // indirect
	github.com/vmihailenco/tagparser/v2 v2.0.0 // indirect
	github.com/zeebo/xxh3 v1.0.2 // indirect
	golang.org/x/sys v0.8.0 // indirect
)
