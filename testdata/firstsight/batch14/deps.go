// Package firstsight14 pins batch 14: packages hogen has never been run on.
package firstsight14

import (
	_ "code.cloudfoundry.org/go-diodes"
	_ "github.com/aalpar/deheap"
	_ "github.com/bep/lazycache"
	_ "github.com/dhconnelly/rtreego"
	_ "github.com/docker/go-events"
	_ "github.com/flosch/pongo2/v6"
	_ "github.com/go-playground/validator/v10"
	_ "github.com/moby/pubsub"
	_ "github.com/samber/do/v2"
	_ "github.com/scylladb/go-set/strset"
	_ "github.com/tchap/go-patricia/v2/patricia"
	_ "github.com/yuin/goldmark"
)
