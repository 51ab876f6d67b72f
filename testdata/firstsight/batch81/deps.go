// Package firstsight81 pins batch 81: packages hogen has never been run on.
package firstsight81

import (
	_ "github.com/bluenviron/gortmplib"
	_ "github.com/go-fuego/fuego"
	_ "github.com/go-jet/jet/v2/postgres"
	_ "github.com/go-sql-driver/mysql"
	_ "github.com/go-telegram-bot-api/telegram-bot-api/v5"
	_ "github.com/medama-io/go-useragent"
	_ "github.com/peterldowns/pgtestdb"
	_ "github.com/varlink/go/varlink"
	_ "go.temporal.io/sdk/worker"
	_ "gosrc.io/xmpp"
)
