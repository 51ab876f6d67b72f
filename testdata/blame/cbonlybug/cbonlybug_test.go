package cbonlybug

import "testing"

func TestCheckInt(t *testing.T) {
	s := New()
	s.Register("add", func(s *State) int { return s.CheckInt(1) + s.CheckInt(2) })
	if got := s.Call("add", 1, 2); got != 3 {
		t.Errorf("add(1, 2) = %d", got)
	}
}
