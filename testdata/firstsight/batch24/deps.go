// Package firstsight24 pins batch 24: packages hogen has never been run on.
package firstsight24

import (
	_ "github.com/alecthomas/chroma/v2"
	_ "github.com/anishathalye/porcupine"
	_ "github.com/dave/jennifer/jen"
	_ "github.com/go-ozzo/ozzo-validation/v4"
	_ "github.com/nikolalohinski/gonja/v2"
	_ "github.com/open-feature/go-sdk/openfeature"
	_ "github.com/pmezard/go-difflib/difflib"
	_ "github.com/schollz/progressbar/v3"
	_ "github.com/transparency-dev/merkle/compact"
	_ "github.com/vikstrous/dataloadgen"
	_ "github.com/xwb1989/sqlparser"
	_ "modernc.org/b/v2"
)
