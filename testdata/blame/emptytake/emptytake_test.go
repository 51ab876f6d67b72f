package emptytake

import "testing"

func TestNext(t *testing.T) {
	q := NewQueue()
	q.Set("b", 2)
	q.Set("a", 1)
	if k, p := q.Next(); k != "a" || p != 1 {
		t.Error(k, p)
	}
	if k, _ := q.Next(); k != "b" || !q.IsEmpty() {
		t.Error(k)
	}
}
