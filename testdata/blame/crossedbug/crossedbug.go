// Package crossedbug is crossed whose Give indexes past the end for the
// last slot of an even ring, its own: the bug is found. The pair of
// crossed.
package crossedbug

// Ring is a set of n slots.
type Ring struct{ used []bool }

// New returns a ring of n slots (at least one).
func New(n int) *Ring { return &Ring{used: make([]bool, max(n, 1))} }

// Slot is a slot taken from a ring.
type Slot struct{ i int }

// Take returns a free slot, or nil if none is free.
func (r *Ring) Take() *Slot {
	for i, u := range r.used {
		if !u {
			r.used[i] = true
			return &Slot{i}
		}
	}
	return nil
}

// Give frees s, a slot taken from r.
func (r *Ring) Give(s *Slot) {
	if s != nil {
		r.used[s.i+s.i%2] = false // BUG: an odd slot frees the one after it
	}
}
