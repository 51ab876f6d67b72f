// Package ifacemustbug is ifacemust, whose Sum reads one element past
// the end of its list: its own bug, found. The pair of ifacemust.
package ifacemustbug

// Sliceable is a sequence that can be cut into pieces.
type Sliceable interface {
	// Slice returns the elements x[start:end:step].
	// The caller must ensure that start and end are valid indices
	// and that step is non-zero.
	Slice(start, end, step int) []int
}

// List is a list of ints.
type List struct {
	elems []int
}

// NewList returns a list of n zeros.
func NewList(n int) *List { return &List{elems: make([]int, max(n, 0))} }

// Slice implements Sliceable.
func (l *List) Slice(start, end, step int) []int {
	var out []int
	for i := start; i != end && len(out) < len(l.elems); i += step {
		out = append(out, l.elems[i])
	}
	return out
}

// Sum returns the sum of the list's elements.
func (l *List) Sum() int {
	s := 0
	for i := 0; i <= len(l.elems); i++ { // BUG: one past the end
		s += l.elems[i]
	}
	return s
}
