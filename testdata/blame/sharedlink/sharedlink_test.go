package sharedlink

import "testing"

func TestDepth(t *testing.T) {
	tr := New()
	tr.SetRoot(&Node{Item: 1, Left: &Node{Item: 0}, Right: &Node{Item: 2}})
	tr.Cut()
	if d := tr.Depth(); d != 1 {
		t.Fatal(d)
	}
}
