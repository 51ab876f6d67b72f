module firstsight12

go 1.26.8

require (
	github.com/coder/quartz v0.3.1
	github.com/dolthub/swiss v0.2.1
	github.com/expr-lang/expr v1.17.8
	github.com/failsafe-go/failsafe-go v0.9.8
	github.com/go-logr/logr v1.4.4
	github.com/go-pkgz/expirable-cache/v3 v3.0.0
	github.com/heimdalr/dag v1.5.0
	github.com/jackc/puddle/v2 v2.2.3
	github.com/maypok86/otter/v2 v2.4.0
	github.com/qmuntal/stateless v1.7.2
	github.com/samber/mo v1.16.0
	github.com/smallnest/ringbuffer v0.2.1
)

require (
	github.com/dolthub/maphash v0.1.0 // indirect
	github.com/emirpasic/gods v1.18.1 // indirect
	github.com/google/uuid v1.3.0 // indirect
	golang.org/x/sync v0.1.0 // indirect
)
