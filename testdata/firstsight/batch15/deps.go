// Package firstsight15 pins batch 15: packages hogen has never been run on.
package firstsight15

import (
	_ "github.com/alexliesenfeld/health"
	_ "github.com/ammario/tlru"
	_ "github.com/bradenaw/juniper/container/xheap"
	_ "github.com/creachadair/taskgroup"
	_ "github.com/gaissmai/bart"
	_ "github.com/kyroy/kdtree"
	_ "github.com/samber/slog-multi"
	_ "github.com/spf13/cobra"
	_ "github.com/spf13/viper"
	_ "github.com/steveyen/gtreap"
	_ "github.com/stretchr/testify/mock"
	_ "github.com/xlab/treeprint"
)
