package failedsetupbug

import "testing"

func TestWrite(t *testing.T) {
	w := NewWriter()
	if err := w.SetSchema("a,b"); err != nil {
		t.Fatal(err)
	}
	if err := w.Write("1,2"); err != nil {
		t.Fatal(err)
	}
	if w.Rows() != 1 {
		t.Error("no row")
	}
}
