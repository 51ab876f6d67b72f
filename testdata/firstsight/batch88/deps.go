// Package firstsight88 pins batch 88: packages hogen has never been run on.
package firstsight88

import (
	_ "github.com/DefangLabs/secret-detector/pkg/scanner"
	_ "github.com/advancedclimatesystems/gonnx"
	_ "github.com/digitorus/pdfsign/sign"
	_ "github.com/fikrimohammad/go-zerocsv"
	_ "github.com/govalues/money"
	_ "github.com/kisielk/errcheck/errcheck"
	_ "github.com/landlock-lsm/go-landlock/landlock"
	_ "github.com/molecule-man/go-brrr"
	_ "github.com/oapi-codegen/runtime"
	_ "github.com/pk910/dynamic-ssz"
)
