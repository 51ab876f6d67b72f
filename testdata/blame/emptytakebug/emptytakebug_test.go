package emptytakebug

import "testing"

func TestNext(t *testing.T) {
	q := NewQueue()
	q.Set("b", 2)
	q.Set("a", 1)
	if k, p := q.Next(); k != "a" || p != 1 {
		t.Error(k, p)
	}
	if q.Len() != 1 {
		t.Error(q.Len())
	}
}
