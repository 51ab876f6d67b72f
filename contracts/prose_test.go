package contracts

import (
	"go/ast"
	"go/types"
	"testing"
)

// TestReadProse checks the sentences of doc comments that decide blame,
// on the standard library's wording and its near misses.
func TestReadProse(t *testing.T) {
	callback := types.NewSignatureType(nil, nil, nil, types.NewTuple(
		types.NewParam(0, nil, "f", types.NewSignatureType(nil, nil, nil, nil, nil, false))), nil, false)
	plain := types.NewSignatureType(nil, nil, nil, types.NewTuple(types.NewParam(0, nil, "n", types.Typ[types.Int])), nil, false)
	for _, tc := range []struct {
		doc             string
		sig             *types.Signature
		panics, forbids bool
	}{
		{"Truncate discards all but the first n unread bytes. It panics if n is negative or greater than the length of the buffer.", plain, true, false},
		{"If n is negative, Grow will panic.", plain, true, false},
		{"Repeat returns count copies of s.\n\nIt panics if count is negative or if the result overflows.", plain, true, false},
		{"Len never panics.", plain, false, false},
		{"It does not panic on a nil receiver.", plain, false, false},
		{"Do calls function f on each element of the ring, in forward order. The behavior of Do is undefined if f changes *r.", callback, false, true},
		{"FieldsFunc makes no guarantees about the order in which it calls f(c) and assumes that f always returns the same value for a given c.", callback, false, true},
		{"Range calls f sequentially for each key. f may call any method on m.", callback, false, false},
		{"Do must not be called concurrently with Add.", callback, false, false},
		{"The behavior is undefined if n changes.", plain, false, false}, // no callback to keep quiet
	} {
		cg := &ast.CommentGroup{}
		for _, l := range splitLines(tc.doc) {
			cg.List = append(cg.List, &ast.Comment{Text: "// " + l})
		}
		p := readProse(cg, tc.sig)
		if (p.Panics != "") != tc.panics || (p.Forbids != "") != tc.forbids {
			t.Errorf("%q: got Panics %q, Forbids %q; want panics %v, forbids %v", tc.doc, p.Panics, p.Forbids, tc.panics, tc.forbids)
		}
	}
}

func splitLines(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}
