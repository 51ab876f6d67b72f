package contracts_test

import (
	"testing"

	"github.com/hogen-go/hogen/contracts"
	"golang.org/x/tools/go/analysis/analysistest"
)

// TestAnalyzer checks every diagnostic kind against the // want comments
// of testdata/lint/bad, and that the well-formed contracts of
// testdata/lint/good and of the paper's stacks get none.
func TestAnalyzer(t *testing.T) {
	// The module root holds go.mod: analysistest loads in module mode.
	analysistest.Run(t, "..", contracts.Analyzer,
		"./testdata/lint/bad", "./testdata/lint/good", "./testdata/stack", "./testdata/stackfixed")
}
