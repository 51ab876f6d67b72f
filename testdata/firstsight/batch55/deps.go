// Package firstsight55 pins batch 55: packages hogen has never been run on.
package firstsight55

import (
	_ "github.com/AlexanderGrom/go-event"
	_ "github.com/chebyrash/promise"
	_ "github.com/devchat-ai/gopool"
	_ "github.com/gansidui/skiplist"
	_ "github.com/hedzr/go-ringbuf/v2/mpmc"
	_ "github.com/jamiealquiza/tachymeter"
	_ "github.com/mariomac/gostream/stream"
	_ "github.com/mb0/diff"
	_ "github.com/ouqiang/timewheel"
	_ "github.com/romdo/go-debounce"
	_ "github.com/ryanfaerman/fsm"
	_ "github.com/sheerun/queue"
)
