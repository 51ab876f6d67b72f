package synth

import (
	"go/types"
	"testing"
)

// TestComparator checks which func types are comparators by Go's
// conventions, and so must be strict weak orderings.
func TestComparator(t *testing.T) {
	intT, boolT, strT := types.Typ[types.Int], types.Typ[types.Bool], types.Typ[types.String]
	sig := func(p1, p2 string, param, result types.Type) *types.Signature {
		return types.NewSignatureType(nil, nil, nil,
			types.NewTuple(types.NewParam(0, nil, p1, param), types.NewParam(0, nil, p2, param)),
			types.NewTuple(types.NewParam(0, nil, "", result)), false)
	}
	named := func(name string, s *types.Signature) types.Type {
		return types.NewNamed(types.NewTypeName(0, nil, name, nil), s, nil)
	}
	for _, c := range []struct {
		name string
		t    types.Type
		want bool
	}{
		{"sort.Slice's less", sig("i", "j", intT, boolT), true},
		{"a cmp of a and b", sig("a", "b", strT, intT), true},
		{"unnamed parameters", sig("", "", intT, intT), true},
		{"one stem", sig("n1", "n2", intT, intT), true},
		{"lhs and rhs", sig("lhs", "rhs", intT, boolT), true},
		{"a Range's key and value", sig("key", "value", strT, boolT), false},
		{"k and v", sig("k", "v", strT, boolT), false},
		{"a named comparator", named("Comparator", sig("x1", "v", intT, intT)), true},
		{"a named less", named("LessFunc", sig("key", "value", intT, boolT)), true},
		{"an equality", named("EqualFunc", sig("a", "b", intT, boolT)), false},
		{"no result", types.NewSignatureType(nil, nil, nil, sig("a", "b", intT, intT).Params(), nil, false), false},
		{"a string result", sig("a", "b", intT, strT), false},
	} {
		if got := comparator(c.t); got != c.want {
			t.Errorf("%s: comparator(%s) = %v, want %v", c.name, c.t, got, c.want)
		}
	}
}

func TestHasher(t *testing.T) {
	one := func(param, result types.Type) *types.Signature {
		return types.NewSignatureType(nil, nil, nil,
			types.NewTuple(types.NewParam(0, nil, "k", param)),
			types.NewTuple(types.NewParam(0, nil, "", result)), false)
	}
	str, uptr, u64, i := types.Typ[types.String], types.Typ[types.Uintptr], types.Typ[types.Uint64], types.Typ[types.Int]
	for _, c := range []struct {
		name string
		t    types.Type
		want bool
	}{
		{"haxmap's hasher", one(str, uptr), true},
		{"a 64-bit hash", one(i, u64), true},
		{"an int result", one(str, i), false},
		{"a string result", one(i, str), false},
	} {
		if got := hasher(c.t); got != c.want {
			t.Errorf("%s: hasher(%s) = %v, want %v", c.name, c.t, got, c.want)
		}
	}
}
