package final

import "testing"

func TestSum(t *testing.T) {
	b := New()
	b.Add(1)
	b.Add(2)
	if s := b.Flush(); s != 3 {
		t.Fatal(s)
	}
}

func TestEmpty(t *testing.T) {
	b := New()
	if s := b.Flush(); s != 0 {
		t.Fatal(s)
	}
}

func TestOne(t *testing.T) {
	b := New()
	b.Add(5)
	b.Flush()
}
