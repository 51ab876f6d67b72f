// Package firstsight73 pins batch 73: packages hogen has never been run on.
package firstsight73

import (
	_ "github.com/dimiro1/health"
	_ "github.com/duke-git/lancet/v2/eventbus"
	_ "github.com/gbrlsnchs/radix"
	_ "github.com/gocraft/health"
	_ "github.com/hyperjiang/scheduler"
	_ "github.com/jmhodges/clock"
	_ "github.com/npillmayer/cords"
	_ "github.com/rif/cache2go"
	_ "github.com/whiteShtef/clockwork"
	_ "github.com/ygrebnov/workers"
)
