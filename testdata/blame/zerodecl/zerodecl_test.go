package zerodecl_test

import (
	"testing"

	"github.com/hogen-go/hogen/testdata/blame/zerodecl"
)

func TestTree(t *testing.T) {
	var tree *zerodecl.Tree
	var other zerodecl.Tree
	tree = zerodecl.New()
	tree.Insert("a", 1)
	other = *zerodecl.New()
	other.Insert("b", 2)
	if v, ok := tree.Get("a"); !ok || v != 1 || tree.Len() != 1 || other.Len() != 1 {
		t.Fatal(v, ok)
	}
}
