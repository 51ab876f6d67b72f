package mandatorybug

import "testing"

func TestWrite(t *testing.T) {
	d := New()
	d.Clip(10)
	d.SetFont("Arial")
	d.Write("abc")
	if d.Lines() != 1 {
		t.Fatal(d.Lines())
	}
}
