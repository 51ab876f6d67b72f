// Package firstsight53 pins batch 53: packages hogen has never been run on.
package firstsight53

import (
	_ "github.com/ahmetb/go-linq/v3"
	_ "github.com/boz/go-throttle"
	_ "github.com/fatih/pool"
	_ "github.com/go-pkgz/lcw/v2"
	_ "github.com/husobee/vestigo"
	_ "github.com/kamildrazkiewicz/go-flow"
	_ "github.com/platinummonkey/go-concurrency-limits/limiter"
	_ "github.com/reugn/async"
	_ "github.com/rfyiamcool/go-timewheel"
	_ "github.com/sakeven/RbTree"
	_ "github.com/vardius/worker-pool/v2"
	_ "github.com/werbenhu/eventbus"
)
