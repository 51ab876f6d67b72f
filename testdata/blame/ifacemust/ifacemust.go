// Package ifacemust is a list that implements the package's Sliceable,
// whose method's doc says what the caller of any implementation must
// ensure: a step that is not zero. The List's own Slice says nothing;
// its interface's doc speaks for it. A step of 0 is the program's
// misuse. No finding is wanted; its pair is ifacemustbug.
package ifacemust

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
