package firststep_test

import (
	"testing"

	"github.com/hogen-go/hogen/testdata/blame/firststep"
)

func builder() *firststep.Builder { return &firststep.Builder{} }

func TestBuild(t *testing.T) {
	if got := builder().Root().Child("a").Build(); got != "$.a" {
		t.Errorf("got %q", got)
	}
	if got := builder().Root().Nest().Child("b").Parent().Build(); got != "$" {
		t.Errorf("got %q", got)
	}
}
