// Package firstsight77 pins batch 77: packages hogen has never been run on.
package firstsight77

import (
	_ "entgo.io/ent"
	_ "github.com/MicahParks/jwkset"
	_ "github.com/coinbase/step/machine"
	_ "github.com/gopcua/opcua/monitor"
	_ "github.com/hugelgupf/p9/p9"
	_ "github.com/plgd-dev/go-coap/v3/mux"
	_ "github.com/slack-go/slack/socketmode"
	_ "github.com/synadia-io/orbit.go/pcgroups"
	_ "github.com/vgarvardt/gue/v5"
	_ "mellium.im/xmpp/mux"
)
