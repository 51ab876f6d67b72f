package decoded

import "testing"

func TestRoundTrip(t *testing.T) {
	var p Policy
	if err := p.UnmarshalText([]byte("permit read")); err != nil {
		t.Fatal(err)
	}
	if p.String() != "permit read" || !p.Permits("read") {
		t.Fatal(p.String())
	}
	if q := NewPolicy("forbid", "write"); q.Permits("write") {
		t.Fatal(q)
	}
}
