package contracts

import (
	"reflect"

	"github.com/hogen-go/hogen/typesys"
	"golang.org/x/tools/go/analysis"
)

// Analyzer reports malformed contracts in doc comments. Its result is the
// package's *Set. It runs under go vet (through cmd/hogenvet), gopls and
// golangci-lint.
var Analyzer = &analysis.Analyzer{
	Name:       "hogen",
	Doc:        "check hogen's documentation contracts\n\nThe hogen analyzer parses and type-checks the requires, ensures and invariant clauses written in doc comments (Contract: blocks, //@ lines and //hogen: directives) and reports syntax errors, unknown names and keywords, non-boolean clauses, results or old(...) where they are not visible, and calls with side effects.",
	URL:        "https://github.com/hogen-go/hogen",
	Run:        run,
	ResultType: reflect.TypeFor[*Set](),
}

func run(pass *analysis.Pass) (any, error) {
	eff := typesys.AnalyzeEffects(pass.Fset, pass.Pkg, pass.Files, pass.TypesInfo)
	set, diags := Check(pass.Fset, pass.Files, pass.Pkg, pass.TypesInfo, eff)
	for _, d := range diags {
		pass.Report(analysis.Diagnostic{Pos: d.Pos, Message: d.Message})
	}
	return set, nil
}
