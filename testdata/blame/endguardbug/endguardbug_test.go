package endguardbug

import "testing"

func TestFind(t *testing.T) {
	l := New()
	l.Put(1, 10)
	l.Put(3, 30)
	if it := l.Find(2); it.Key() != 3 {
		t.Errorf("Find(2) at %d", it.Key())
	}
	n := 0
	for it := l.Find(0); it.IsNotEnd(); it.MoveToNext() {
		n += it.Key()
	}
	if n != 4 {
		t.Errorf("keys sum to %d", n)
	}
}
