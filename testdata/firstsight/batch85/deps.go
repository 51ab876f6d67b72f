// Package firstsight85 pins batch 85: packages hogen has never been run on.
package firstsight85

import (
	_ "github.com/ClickHouse/clickhouse-go/v2"
	_ "github.com/FerretDB/wire/wireclient"
	_ "github.com/glebarez/go-sqlite"
	_ "github.com/internetarchive/gowarc"
	_ "github.com/johannesboyne/gofakes3"
	_ "github.com/mgechev/revive/lint"
	_ "github.com/pdfcpu/pdfcpu/pkg/api"
	_ "github.com/playwright-community/playwright-go"
	_ "github.com/stripe/smokescreen/pkg/smokescreen"
	_ "github.com/tdrn-org/go-tr064"
)
