package parsednode_test

import (
	"testing"

	"github.com/hogen-go/hogen/testdata/blame/parsednode"
)

func TestEval(t *testing.T) {
	n, err := parsednode.Parse(`1+"ab"+x`)
	if err != nil {
		t.Fatal(err)
	}
	if got := n.Eval(map[string]int{"x": 3}); got != 6 {
		t.Errorf("got %d, want 6", got)
	}
}
