// Package invariant breaks its type's invariant in Shift.
package invariant

// Range is the integers from Lo to Hi.
//
// @ invariant r.lo <= r.hi
type Range struct {
	lo, hi int
}

// NewRange returns [lo, hi].
//
// @ requires lo <= hi
func NewRange(lo, hi int) *Range { return &Range{lo, hi} }

// Shift moves the range by d.
func (r *Range) Shift(d int) {
	r.lo += d // BUG: hi stays
}

// Len is the number of integers in the range.
func (r *Range) Len() int { return r.hi - r.lo + 1 }
