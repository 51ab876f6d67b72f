// Package firstsight59 pins batch 59: packages hogen has never been run on.
package firstsight59

import (
	_ "github.com/alash3al/go-pubsub"
	_ "github.com/dogmatiq/linger/backoff"
	_ "github.com/fanliao/go-promise"
	_ "github.com/golang-collections/collections/splay"
	_ "github.com/jiyeyuran/go-eventemitter"
	_ "github.com/ltunc/go-observer/observer"
	_ "github.com/mohae/firkin/queue"
	_ "github.com/nozzle/throttler"
	_ "github.com/ostcar/topic"
	_ "github.com/prprprus/scheduler"
	_ "github.com/sahmad98/go-ringbuffer"
	_ "github.com/skydive-project/go-debouncer"
)
