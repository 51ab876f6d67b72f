package embedded

import "testing"

func TestScope(t *testing.T) {
	s := Scope{Context: NewContext(), Name: "page"}
	Define(s, "title", "Home")
	if got := Lookup(s, "title"); got != "Home" {
		t.Fatal(got)
	}
}

func TestChild(t *testing.T) {
	c := NewChild(Scope{Context: NewContext(), Name: "page"})
	c.Set("a", "b")
	if got := Lookup(c, "a"); got != "b" {
		t.Fatal(got)
	}
}

func TestTitle(t *testing.T) {
	if got := Title(Scope{}); got != "" {
		t.Fatal(got)
	}
}

func TestExtends(t *testing.T) {
	var s Scope
	if s.Extends() {
		t.Fatal("a zero scope extends nothing")
	}
}
