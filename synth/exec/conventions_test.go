package exec

import (
	"go/types"
	"testing"
)

// TestRangeParams: two adjacent integer parameters named as a range's
// start and end are one; Swap's i and j, and an edge's from and to, are
// not, as either order is right for them.
func TestRangeParams(t *testing.T) {
	sig := func(names ...string) *types.Signature {
		var ps []*types.Var
		for _, n := range names {
			ps = append(ps, types.NewParam(0, nil, n, types.Typ[types.Int]))
		}
		return types.NewSignatureType(nil, nil, nil, types.NewTuple(ps...), nil, false)
	}
	for _, c := range []struct {
		names []string
		want  uint64
	}{
		{[]string{"start", "end"}, 1},
		{[]string{"s", "lo", "hi"}, 2},
		{[]string{"startIdx", "endIdx"}, 1},
		{[]string{"min", "max"}, 1},
		{[]string{"i", "j"}, 0},
		{[]string{"from", "to"}, 0},
		{[]string{"end", "start"}, 0},
		{[]string{"total", "top"}, 0},
		{[]string{"start", "n", "end"}, 0},
	} {
		if got := rangeParams(sig(c.names...)); got != c.want {
			t.Errorf("rangeParams(%v) = %#x, want %#x", c.names, got, c.want)
		}
	}
}

// TestAnswers: a last bool result, unnamed or named ok or found, says
// whether the others are an answer; one named loaded says what the call
// did, and a bool alone answers nothing else.
func TestAnswers(t *testing.T) {
	sig := func(last string, n int) *types.Signature {
		var rs []*types.Var
		for i := 0; i < n; i++ {
			rs = append(rs, types.NewParam(0, nil, "", types.Typ[types.String]))
		}
		rs = append(rs, types.NewParam(0, nil, last, types.Typ[types.Bool]))
		return types.NewSignatureType(nil, nil, nil, nil, types.NewTuple(rs...), false)
	}
	for _, c := range []struct {
		last   string
		others int
		want   bool
	}{
		{"", 1, true},
		{"ok", 1, true},
		{"found", 2, true},
		{"loaded", 1, false},
		{"swapped", 1, false},
		{"", 0, false},
	} {
		if got := answers(sig(c.last, c.others)); got != c.want {
			t.Errorf("answers(%q after %d) = %v, want %v", c.last, c.others, got, c.want)
		}
	}
}
