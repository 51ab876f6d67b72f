// Package firstsight76 pins batch 76: packages hogen has never been run on.
package firstsight76

import (
	_ "github.com/emiago/sipgo"
	_ "github.com/gofiber/fiber/v3"
	_ "github.com/hanwen/go-fuse/v2/fs"
	_ "github.com/pion/webrtc/v4"
	_ "github.com/riverqueue/river"
	_ "github.com/strongswan/govici/vici"
	_ "github.com/zishang520/socket.io/servers/socket/v3"
	_ "go.starlark.net/starlark"
	_ "maragu.dev/goqite/jobs"
	_ "zombiezen.com/go/sqlite"
)
