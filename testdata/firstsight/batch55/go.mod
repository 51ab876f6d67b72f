module firstsight55

go 1.26.8

require (
	github.com/AlexanderGrom/go-event v0.0.0-20180406111247-a2f1486e096e
	github.com/chebyrash/promise v0.0.0-20230709133807-42ec49ba1459
	github.com/devchat-ai/gopool v0.6.2
	github.com/gansidui/skiplist v0.0.0-20141121051332-c6a909ce563b
	github.com/hedzr/go-ringbuf/v2 v2.0.0
	github.com/jamiealquiza/tachymeter v2.0.0+incompatible
	github.com/mariomac/gostream v0.8.1
	github.com/mb0/diff v0.0.0-20131118162322-d8d9a906c24d
	github.com/ouqiang/timewheel v1.0.1
	github.com/romdo/go-debounce v0.1.0
	github.com/ryanfaerman/fsm v0.0.0-20160110232151-3dc1bc098027
	github.com/sheerun/queue v1.0.1
)

require (
	github.com/hedzr/log v1.5.47 // indirect
	github.com/nbio/st v0.0.0-20140626010706-e9e8d9816f32 // indirect
	github.com/panjf2000/ants/v2 v2.8.1 // indirect
	github.com/sourcegraph/conc v0.3.0 // indirect
	go.uber.org/atomic v1.7.0 // indirect
	go.uber.org/multierr v1.9.0 // indirect
	golang.org/x/exp v0.0.0-20220328175248-053ad81199eb // indirect
	golang.org/x/sys v0.10.0 // indirect
	gopkg.in/hedzr/errors.v3 v3.0.17 // indirect
)
