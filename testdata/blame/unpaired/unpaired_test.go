package unpaired

import "testing"

func TestPushPop(t *testing.T) {
	c := New()
	c.Push()
	c.SetColor("red")
	c.Pop()
	if c.Color() != "black" {
		t.Fatal(c.Color())
	}
}
