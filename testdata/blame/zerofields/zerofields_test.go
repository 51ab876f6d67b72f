package zerofields

import "testing"

func TestRegister(t *testing.T) {
	for _, tc := range []struct {
		route Route
		id    string
	}{
		{route: Route{BaseRoute: BaseRoute{Path: "/x", Op: &Operation{}}}, id: "GET__x"},
		{route: Route{BaseRoute: BaseRoute{Path: "/y/z", Op: &Operation{}}}, id: "GET__y_z"},
	} {
		r := Register(tc.route)
		r.GenerateID()
		if r.Op.ID != tc.id {
			t.Errorf("id %q, want %q", r.Op.ID, tc.id)
		}
	}
}

func TestGet(t *testing.T) {
	r := Get("/a/b")
	r.Hide()
	if s := r.FirstSegment(); s != "a" {
		t.Errorf("segment %q", s)
	}
}
