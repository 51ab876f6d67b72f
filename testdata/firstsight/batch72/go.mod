module firstsight72

go 1.26.8

require (
	github.com/CharLemAznable/resilience4go v0.9.0
	github.com/InVisionApp/go-health/v2 v2.1.4
	github.com/Snawoot/lfmap v0.1.1
	github.com/awgh/debouncer v1.0.0
	github.com/ecodeclub/ekit v0.0.10
	github.com/efritz/glock v1.0.0
	github.com/imkira/go-ttlmap v2.0.0+incompatible
	github.com/jwangsadinata/go-multimap v0.0.0-20190620162914-c29f3d7f33b6
	github.com/outcaste-io/ristretto v0.2.3
	github.com/viant/ptrie v1.0.1
)

require (
	github.com/CharLemAznable/gogo v0.3.0 // indirect
	github.com/InVisionApp/go-logger v1.0.1 // indirect
	github.com/Snawoot/occ v0.1.2 // indirect
	github.com/benbjohnson/immutable v0.4.3 // indirect
	github.com/cespare/xxhash/v2 v2.2.0 // indirect
	github.com/dolthub/maphash v0.1.0 // indirect
	github.com/dustin/go-humanize v1.0.0 // indirect
	github.com/pkg/errors v0.9.1 // indirect
	go.uber.org/atomic v1.9.0 // indirect
	golang.org/x/exp v0.0.0-20240823005443-9b4947da3948 // indirect
	golang.org/x/sys v0.50.0 // indirect
	golang.org/x/term v0.48.0 // indirect
)
