package nilmapval_test

import (
	"errors"
	"testing"

	"github.com/hogen-go/hogen/testdata/blame/nilmapval"
)

// TestErrors: a nil error in an Errors is no error, as validation code
// writes it: Errors{"name": check(name)}.
func TestErrors(t *testing.T) {
	es := nilmapval.Errors{"a": nil, "b": errors.New("bad")}
	_ = es
}
