// Package firstsight30 pins batch 30: packages hogen has never been run on.
package firstsight30

import (
	_ "github.com/adhocore/gronx"
	_ "github.com/coregx/ahocorasick"
	_ "github.com/diegoholiveira/jsonlogic/v3"
	_ "github.com/eknkc/amber"
	_ "github.com/emicklei/proto"
	_ "github.com/ettle/strcase"
	_ "github.com/gobwas/pool"
	_ "github.com/gregjones/httpcache"
	_ "github.com/inconshreveable/log15"
	_ "github.com/josephburnett/jd/v2"
	_ "github.com/thedevsaddam/govalidator"
	_ "github.com/uptrace/bunrouter"
)
