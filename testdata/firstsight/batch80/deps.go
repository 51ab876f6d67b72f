// Package firstsight80 pins batch 80: packages hogen has never been run on.
package firstsight80

import (
	_ "github.com/CorentinB/warc"
	_ "github.com/DeRuina/timberjack"
	_ "github.com/IBM/sarama"
	_ "github.com/alicebob/miniredis/v2"
	_ "github.com/coreos/go-oidc/v3/oidc"
	_ "github.com/cschleiden/go-workflows/workflow"
	_ "github.com/jmoiron/sqlx"
	_ "github.com/thedatashed/xlsxreader"
	_ "github.com/tus/tusd/v2/pkg/handler"
	_ "maunium.net/go/mautrix"
)
