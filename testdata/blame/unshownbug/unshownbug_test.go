package unshownbug

import "testing"

func TestTpl(t *testing.T) {
	d := NewDoc()
	d.AddFont("a")
	tpl := d.CreateTpl(func(t *Tpl) {
		t.AddFont("b")
		t.AddPage("x")
	})
	if tpl.Pages() != 1 {
		t.Fatal(tpl.Pages())
	}
}
