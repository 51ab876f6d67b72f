package harness

import (
	"strings"
	"testing"
)

// TestHugeProduct: the product of the lengths a call combines saturates
// at 1<<40 instead of wrapping around, so a huge input is not lost.
func TestHugeProduct(t *testing.T) {
	big := make([]int, 1<<24)
	for _, tc := range []struct {
		name string
		args []any
		want uint64
		huge bool
	}{
		{"small", []any{"ab", []int{1, 2, 3}}, 6, false},
		{"one factor", []any{big}, 1 << 24, false},
		{"two big", []any{big, big}, 1 << 40, true},
		{"three big", []any{big, big, big}, 1 << 40, true},
		{"saturated then big", []any{strings.Repeat("x", 1<<20), strings.Repeat("y", 1<<20), big}, 1 << 40, true},
	} {
		got, huge := hugeProduct(tc.args)
		if got != tc.want || huge != tc.huge {
			t.Errorf("%s: %d, %v; want %d, %v", tc.name, got, huge, tc.want, tc.huge)
		}
	}
}
