package wired

import "testing"

func TestServe(t *testing.T) {
	s := New("a")
	if got := s.Serve("x"); got != "X" || s.Logged() != 1 {
		t.Errorf("got %q, %d logged", got, s.Logged())
	}
}

func BenchmarkContext(b *testing.B) {
	s := &Server{}
	c := &context{srv: s}
	for i := 0; i < b.N; i++ {
		c.name()
	}
}
