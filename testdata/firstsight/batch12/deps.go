// Package firstsight12 pins batch 12: packages hogen has never been run on.
package firstsight12

import (
	_ "github.com/coder/quartz"
	_ "github.com/dolthub/swiss"
	_ "github.com/expr-lang/expr"
	_ "github.com/failsafe-go/failsafe-go"
	_ "github.com/go-logr/logr/funcr"
	_ "github.com/go-pkgz/expirable-cache/v3"
	_ "github.com/heimdalr/dag"
	_ "github.com/jackc/puddle/v2"
	_ "github.com/maypok86/otter/v2"
	_ "github.com/qmuntal/stateless"
	_ "github.com/samber/mo"
	_ "github.com/smallnest/ringbuffer"
)
