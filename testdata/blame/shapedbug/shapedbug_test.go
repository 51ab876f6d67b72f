package shapedbug

import "testing"

func TestTable(t *testing.T) {
	tb := NewTable(nil, 4)
	tb.Set(5, 7)
	if tb.Get(1) != 7 {
		t.Fatal(tb.Get(1))
	}
}
