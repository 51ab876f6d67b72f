module firstsight58

go 1.26.8

require (
	github.com/Xuanwo/navvy v0.0.0-20200811093125-d2896821f0d2
	github.com/arriqaaq/skiplist v0.1.6
	github.com/bbuck/go-lexer v1.0.0
	github.com/calmh/lfucache v1.0.0
	github.com/gookit/validate v1.5.5
	github.com/hraban/lrucache v0.0.0-20201130153820-17052bf09781
	github.com/jet/go-mantis/retry v0.0.1
	github.com/toqueteos/trie v1.0.0
	github.com/tv42/topic v0.0.0-20130729201830-aa72cbe81b48
	github.com/vansante/go-event-emitter v1.0.2
	github.com/vlorc/timer v1.0.0
	gopkg.in/go-playground/pool.v3 v3.1.1
)

require (
	github.com/gookit/filter v1.2.2 // indirect
	github.com/gookit/goutil v0.6.18 // indirect
	golang.org/x/text v0.21.0 // indirect
	gopkg.in/go-playground/assert.v1 v1.2.1 // indirect
)
