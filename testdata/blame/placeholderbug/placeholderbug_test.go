package placeholderbug

import "testing"

func TestOK(t *testing.T) {
	ctx := &Context{}
	r := &Response{Status: 200, Ctx: ctx}
	if !r.OK() {
		t.Fatal("not OK")
	}
}

func TestContext(t *testing.T) {
	c := NewContext()
	c.Put("a", "b")
	if c.Clone().Get("a") != "b" {
		t.Fatal("lost a")
	}
}
