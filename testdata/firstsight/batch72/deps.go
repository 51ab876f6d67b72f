// Package firstsight72 pins batch 72: packages hogen has never been run on.
package firstsight72

import (
	_ "github.com/CharLemAznable/resilience4go/circuitbreaker"
	_ "github.com/InVisionApp/go-health/v2"
	_ "github.com/Snawoot/lfmap"
	_ "github.com/awgh/debouncer"
	_ "github.com/ecodeclub/ekit/mapx"
	_ "github.com/efritz/glock"
	_ "github.com/imkira/go-ttlmap"
	_ "github.com/jwangsadinata/go-multimap/slicemultimap"
	_ "github.com/outcaste-io/ristretto"
	_ "github.com/viant/ptrie"
)
