// Package firstsight26 pins batch 26: packages hogen has never been run on.
package firstsight26

import (
	_ "github.com/Azure/go-ansiterm"
	_ "github.com/VictoriaMetrics/metricsql"
	_ "github.com/adamzy/cedar-go"
	_ "github.com/asaskevich/govalidator"
	_ "github.com/brianvoe/gofakeit/v7"
	_ "github.com/google/cel-go/cel"
	_ "github.com/hamba/avro/v2"
	_ "github.com/huandu/go-sqlbuilder"
	_ "github.com/invopop/jsonschema"
	_ "github.com/leanovate/gopter/gen"
	_ "github.com/mmcdole/gofeed"
	_ "github.com/syndtr/goleveldb/leveldb/memdb"
)
