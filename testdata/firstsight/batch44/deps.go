// Package firstsight44 pins batch 44: packages hogen has never been run on.
package firstsight44

import (
	_ "github.com/adrianbrad/queue"
	_ "github.com/ajwerner/btree"
	_ "github.com/alexkappa/mustache"
	_ "github.com/bsm/ratelimit"
	_ "github.com/cep21/circuit/v4"
	_ "github.com/destel/rill"
	_ "github.com/hexops/gotextdiff"
	_ "github.com/hishamk/statetrooper"
	_ "github.com/leandro-lugaresi/hub"
	_ "github.com/soniakeys/graph"
	_ "github.com/titanous/json5"
	_ "github.com/zekroTJA/timedmap"
)
