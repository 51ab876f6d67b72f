// Package firstsight84 pins batch 84: packages hogen has never been run on.
package firstsight84

import (
	_ "github.com/99designs/gqlgen/graphql/handler"
	_ "github.com/go-rod/rod"
	_ "github.com/ilyakaznacheev/cleanenv"
	_ "github.com/mikefarah/yq/v4/pkg/yqlib"
	_ "github.com/opensearch-project/opensearch-go/v4/opensearchutil"
	_ "github.com/pashagolub/pgxmock/v4"
	_ "github.com/smnsjas/go-psrpcore/runspace"
	_ "github.com/xmppo/go-xmpp"
	_ "gopkg.in/natefinch/lumberjack.v2"
	_ "tinygo.org/x/bluetooth"
)
