// Package crossed hands out slots of a ring: a slot of one ring given
// back to another, smaller one indexes past its end. A ring's slots
// belong to it, and no finding is wanted. Its pair is crossedbug.
package crossed

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
		r.used[s.i] = false
	}
}
