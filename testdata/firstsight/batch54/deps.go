// Package firstsight54 pins batch 54: packages hogen has never been run on.
package firstsight54

import (
	_ "github.com/buraksezer/consistent"
	_ "github.com/bzick/tokenizer"
	_ "github.com/cornelk/hashmap"
	_ "github.com/desertbit/timer"
	_ "github.com/google/go-intervals/intervalset"
	_ "github.com/k-sone/critbitgo"
	_ "github.com/maniartech/signals"
	_ "github.com/marusama/semaphore/v2"
	_ "github.com/mattn/go-shellwords"
	_ "github.com/reactivex/rxgo/v2"
	_ "github.com/timtadh/lexmachine"
	_ "github.com/zhangyunhao116/skipmap"
)
