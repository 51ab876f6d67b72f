// Package firstsight32 pins batch 32: packages hogen has never been run on.
package firstsight32

import (
	_ "github.com/armon/circbuf"
	_ "github.com/chengxilo/virtualterm"
	_ "github.com/client9/misspell"
	_ "github.com/cockroachdb/fifo"
	_ "github.com/dgryski/go-rendezvous"
	_ "github.com/google/subcommands"
	_ "github.com/gorilla/handlers"
	_ "github.com/hashicorp/go-raftchunking"
	_ "github.com/kelindar/binary"
	_ "github.com/tailscale/hujson"
	_ "github.com/yudai/gojsondiff"
	_ "go4.org/syncutil"
)
