package negsizes

import "testing"

func TestLookup(t *testing.T) {
	ix := New([]string{"apple", "apply"}, []int{2, 3})
	if got := ix.Lookup("app"); len(got) != 2 {
		t.Fatal(got)
	}
}
