package cursorbug

import "testing"

func TestIterator(t *testing.T) {
	l := New(1, 2, 3)
	it := l.Iterator()
	sum := 0
	for it.Next() {
		sum += it.Value()
	}
	if sum != 6 {
		t.Errorf("sum %d, want 6", sum)
	}
}

func TestFirst(t *testing.T) {
	l := New(4)
	it := l.Iterator()
	it.Next()
	if v := it.Value(); v != 4 {
		t.Errorf("value %d, want 4", v)
	}
}
