package firststepbug_test

import (
	"testing"

	"github.com/hogen-go/hogen/testdata/blame/firststepbug"
)

func builder() *firststepbug.Builder { return &firststepbug.Builder{} }

func TestBuild(t *testing.T) {
	if got := builder().Root().Child("a").Build(); got != "$.a" {
		t.Errorf("got %q", got)
	}
	if got := builder().Root().Nest().Child("b").Parent().Build(); got != "$" {
		t.Errorf("got %q", got)
	}
}
