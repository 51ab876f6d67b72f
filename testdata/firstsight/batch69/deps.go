// Package firstsight69 pins batch 69: packages hogen has never been run on.
package firstsight69

import (
	_ "github.com/Songmu/retry"
	_ "github.com/askft/go-behave"
	_ "github.com/badgerodon/collections"
	_ "github.com/codeGROOVE-dev/retry"
	_ "github.com/easierway/concurrent_map"
	_ "github.com/erriapo/redblacktree"
	_ "github.com/esimov/gogu/heap"
	_ "github.com/golang-infrastructure/go-queue"
	_ "github.com/jfcg/sorty/v2"
	_ "github.com/krasun/rbytree"
	_ "github.com/timandy/routine"
	_ "github.com/wangjohn/quickselect"
)
