// Package firstsight16 pins batch 16: packages hogen has never been run on.
package firstsight16

import (
	_ "github.com/PuerkitoBio/goquery"
	_ "github.com/Rican7/retry"
	_ "github.com/VictoriaMetrics/metrics"
	_ "github.com/bytedance/gopkg/collection/skipmap"
	_ "github.com/caarlos0/env/v11"
	_ "github.com/hashicorp/go-bexpr"
	_ "github.com/itchyny/gojq"
	_ "github.com/lmittmann/tint"
	_ "github.com/paulmach/orb/quadtree"
	_ "github.com/samber/ro"
	_ "github.com/sasha-s/go-deadlock"
	_ "go.uber.org/fx"
)
