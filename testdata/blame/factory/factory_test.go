package factory

import "testing"

func TestGet(t *testing.T) {
	r := NewRegistry()
	r.Register("HS256", func() Method { return HMAC("HS256") })
	if m := r.Get("HS256"); m == nil || m.Alg() != "HS256" {
		t.Fatal(m)
	}
}
