package insidebug

import "testing"

// none is an empty array: the tests never call AddString, so only its
// doc says where it may be called.
type none struct{}

func (none) MarshalArray(enc *Encoder) {}

func TestEncodeArray(t *testing.T) {
	e := NewEncoder()
	e.EncodeArray(none{})
	if e.String() != "[]" {
		t.Fatal(e.String())
	}
}
