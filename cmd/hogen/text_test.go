package main

import (
	"fmt"
	"testing"
)

// TestListSome checks that the text summary names a long list of
// operations only in part, and says how many it left out.
func TestListSome(t *testing.T) {
	var names []string
	for i := range 25 {
		names = append(names, fmt.Sprintf("op%d", i))
	}
	for _, tc := range []struct {
		n    int
		want string
	}{
		{2, "op0, op1"},
		{3, "op0, op1, op2"},
		{5, "op0, op1, op2 and 2 more (-json lists them all)"},
	} {
		if got := listSome(names[:tc.n], 3); got != tc.want {
			t.Errorf("listSome(%d names, 3) = %q, want %q", tc.n, got, tc.want)
		}
	}
}
