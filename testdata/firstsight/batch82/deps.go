// Package firstsight82 pins batch 82: packages hogen has never been run on.
package firstsight82

import (
	_ "github.com/SAP/go-hdb/driver"
	_ "github.com/chromedp/chromedp"
	_ "github.com/golang-migrate/migrate/v4"
	_ "github.com/livekit/psrpc"
	_ "github.com/ory/mail/v3"
	_ "github.com/pterm/pterm"
	_ "github.com/systemd/slog-journal"
	_ "github.com/ti-mo/conntrack"
	_ "github.com/xitongsys/parquet-go/writer"
	_ "periph.io/x/conn/v3/i2c"
)
