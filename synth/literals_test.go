package synth

import (
	"go/types"
	"testing"
)

// TestHashable checks which types may give the key of a map literal
// with interface keys: map[any]V{k: v} panics at run time on a key whose
// dynamic type holds a slice, or an interface holding one.
func TestHashable(t *testing.T) {
	field := func(name string, t types.Type) *types.Var { return types.NewField(0, nil, name, t, false) }
	intT, strT := types.Typ[types.Int], types.Typ[types.String]
	anyT := types.NewInterfaceType(nil, nil)
	for _, c := range []struct {
		name string
		t    types.Type
		want bool
	}{
		{"int", intT, true},
		{"string", strT, true},
		{"a pointer", types.NewPointer(types.NewSlice(intT)), true},
		{"an array of strings", types.NewArray(strT, 2), true},
		{"a struct of numbers", types.NewStruct([]*types.Var{field("a", intT), field("b", strT)}, nil), true},
		{"a slice", types.NewSlice(intT), false},
		{"a map", types.NewMap(strT, intT), false},
		{"an interface", anyT, false},
		{"a struct holding an interface (cty.Type)", types.NewStruct([]*types.Var{field("impl", anyT)}, nil), false},
		{"an array of slices", types.NewArray(types.NewSlice(intT), 1), false},
		{"untyped nil", types.Typ[types.UntypedNil], false},
	} {
		if got := hashable(c.t); got != c.want {
			t.Errorf("%s: hashable(%s) = %v, want %v", c.name, c.t, got, c.want)
		}
	}
}
