// Package firstsight33 pins batch 33: packages hogen has never been run on.
package firstsight33

import (
	_ "github.com/blevesearch/segment"
	_ "github.com/bmizerany/pat"
	_ "github.com/fogleman/gg"
	_ "github.com/hbollon/go-edlib"
	_ "github.com/mfonda/simhash"
	_ "github.com/muesli/reflow/wordwrap"
	_ "github.com/orisano/gosax"
	_ "github.com/pandatix/go-abnf"
	_ "github.com/peterbourgon/ff/v3/ffcli"
	_ "github.com/restic/chunker"
	_ "github.com/spf13/jwalterweatherman"
	_ "github.com/thoas/go-funk"
)
