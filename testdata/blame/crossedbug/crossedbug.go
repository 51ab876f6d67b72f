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

// Hub sends what is published to its subscriptions.
type Hub struct {
	subs, ended map[chan int]bool
}

// NewHub returns a hub with no subscription.
func NewHub() *Hub { return &Hub{subs: map[chan int]bool{}, ended: map[chan int]bool{}} }

// Subscription receives what its hub publishes.
type Subscription struct {
	C chan int
}

// Subscribe returns a new subscription of h.
func (h *Hub) Subscribe() Subscription {
	c := make(chan int, 8)
	h.subs[c] = true
	return Subscription{C: c}
}

// Unsubscribe ends s; ending it again does nothing.
func (h *Hub) Unsubscribe(s Subscription) {
	if h.ended[s.C] {
		return
	}
	h.ended[s.C] = true
	delete(h.subs, s.C)
	close(s.C)
}

// Publish sends v to every subscription with room for it.
func (h *Hub) Publish(v int) {
	for c := range h.subs {
		if len(c) < cap(c) {
			c <- v
		}
	}
}
