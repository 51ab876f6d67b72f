module firstsight69

go 1.26.8

require (
	github.com/Songmu/retry v0.1.0
	github.com/askft/go-behave v0.0.0-20200603190557-1fef2510d574
	github.com/badgerodon/collections v0.0.0-20220321173820-f0935ab71cd6
	github.com/codeGROOVE-dev/retry v1.2.0
	github.com/easierway/concurrent_map v1.0.0
	github.com/erriapo/redblacktree v0.0.0-20150327192606-ddaf11eb219f
	github.com/esimov/gogu v1.0.3
	github.com/golang-infrastructure/go-queue v0.0.0-20221128180429-701892f44bcc
	github.com/jfcg/sorty/v2 v2.1.1
	github.com/krasun/rbytree v1.0.4
	github.com/timandy/routine v1.1.6
	github.com/wangjohn/quickselect v0.0.0-20161129230411-ed8402a42d5f
)

require (
	github.com/fatih/color v1.7.0 // indirect
	github.com/golang-infrastructure/go-heap v0.0.2 // indirect
	github.com/jfcg/sixb v1.4.1 // indirect
	github.com/mattn/go-colorable v0.1.2 // indirect
	github.com/mattn/go-isatty v0.0.8 // indirect
	github.com/pkg/errors v0.8.1 // indirect
	github.com/tidwall/btree v1.2.0 // indirect
	go.uber.org/atomic v1.7.0 // indirect
	go.uber.org/multierr v1.8.0 // indirect
	golang.org/x/exp v0.0.0-20221126150942-6ab00d035af9 // indirect
	golang.org/x/sync v0.1.0 // indirect
	golang.org/x/sys v0.1.0 // indirect
)
