package preparebug

import "testing"

func TestGet(t *testing.T) {
	p := NewPool(2)
	p.Init(func() int { return 7 })
	if got := p.Get(); got != 7 {
		t.Errorf("Get() = %d, want 7", got)
	}
	p.Put(3)
	if got := p.Get(); got != 3 {
		t.Errorf("Get() = %d, want 3", got)
	}
}

func TestScript(t *testing.T) {
	s := NewScript("a")
	if err := s.Prepare(); err != nil {
		t.Fatal(err)
	}
	if got := s.Dump(); got != "a" {
		t.Errorf("Dump() = %q, want a", got)
	}
}
