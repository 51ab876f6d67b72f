package wiredfuncbug

import "testing"

func TestClose(t *testing.T) {
	s := New()
	s.Accept("a")
	if s.Len() != 1 {
		t.Fatal("no connection")
	}
	s.Close()
	if s.Ctx.Err() == nil {
		t.Error("context not canceled")
	}
}
