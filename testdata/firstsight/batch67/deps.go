// Package firstsight67 pins batch 67: packages hogen has never been run on.
package firstsight67

import (
	_ "github.com/alphadose/itogami"
	_ "github.com/andy2046/gopie/pkg/breaker"
	_ "github.com/anthdm/hollywood/actor"
	_ "github.com/die-net/lrucache"
	_ "github.com/goioc/di"
	_ "github.com/joncrlsn/dque"
	_ "github.com/karlkfi/inject"
	_ "github.com/noneback/go-taskflow"
	_ "github.com/sig-0/insertion-queue"
	_ "github.com/tjgq/broadcast"
	_ "github.com/vimeo/galaxycache"
	_ "github.com/wunderlist/ttlcache"
)
