package unstarted

import "testing"

func TestData(t *testing.T) {
	s := New()
	s.Push("k", "a", "b")
	if v := s.Pop("k"); v != "a" {
		t.Errorf("popped %q", v)
	}
}

func TestPort(t *testing.T) {
	s, err := Run()
	if err != nil {
		t.Fatal(err)
	}
	if s.Port() == "" {
		t.Error("no port")
	}
}
