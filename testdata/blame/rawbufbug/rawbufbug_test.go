package rawbufbug

import "testing"

func TestRoundTrip(t *testing.T) {
	b := make([]byte, 4)
	PutUint16(b, 0x1234)
	PutUint16(b[2:], 0x5678)
	if Uint32(b) != 0x56781234 || (Struct{Table{Bytes: b}}).FieldUint16(1) != 0x5678 {
		t.Fatal(Uint32(b))
	}
}
