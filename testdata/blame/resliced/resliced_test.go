package resliced

import "testing"

func TestDedup(t *testing.T) {
	l := Of(1, 2)
	l = l.Dedup()
	if l.Sum() != 3 {
		t.Fatal(l.Sum())
	}
}
