// Package ifacectorbug is ifacector with a bug: Put does not wrap, and
// fails once the ring is full: the package's bug, found through its
// constructor. Its pair is ifacector.
package ifacectorbug

// RingI is a bounded ring of ints.
type RingI interface {
	// Put adds v, over the oldest value when the ring is full.
	Put(v int)
	// Len is the number of values.
	Len() int
}

// Ring is the RingI NewBounded returns.
type Ring struct {
	items []int
	next  int
	n     int
}

// NewBounded returns a ring of size values; size must be positive.
func NewBounded(size uint8) RingI { return &Ring{items: make([]int, int(size)+1)} }

// Put adds v, over the oldest value when the ring is full.
func (r *Ring) Put(v int) {
	r.items[r.next] = v
	r.next++
	if r.n < len(r.items) {
		r.n++
	}
}

// Len is the number of values.
func (r *Ring) Len() int { return r.n }
