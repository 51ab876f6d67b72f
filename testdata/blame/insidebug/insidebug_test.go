package insidebug

import "testing"

type names []string

func (n names) MarshalArray(enc *Encoder) {
	for _, s := range n {
		enc.AddString(s)
	}
}

func TestEncodeArray(t *testing.T) {
	e := NewEncoder()
	e.EncodeArray(names{"a", "b"})
	if e.String() != `["a","b"]` {
		t.Fatal(e.String())
	}
}
