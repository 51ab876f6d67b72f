package stalevalbug

import "testing"

func TestIterator(t *testing.T) {
	l := New(1, 2, 3)
	sum := 0
	for it := l.Iterator(); it.Next(); {
		sum += it.Value()
	}
	if sum != 6 {
		t.Errorf("sum = %d, want 6", sum)
	}
	it := l.Iterator()
	if it.Last() && it.Value() != 3 {
		t.Errorf("Last: %d, want 3", it.Value())
	}
}
