package levelsbug

import "testing"

func TestAdd(t *testing.T) {
	w := New(4, 8)
	w.Add(1)
	w.Add(2)
	if w.Len() != 2 {
		t.Errorf("Len() = %d", w.Len())
	}
}

func TestOneLevel(t *testing.T) {
	w := New(2)
	for i := range 5 {
		w.Add(i)
	}
}
