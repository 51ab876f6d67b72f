// Package recvargbug is a bag whose Absorb moves another bag's items
// into it, and forgets that the other bag may be empty: its bug, found
// without handing a bag to itself.
package recvargbug

// Bag holds items in the order they were added.
type Bag struct {
	items []string
	count int
	last  string
}

// New returns an empty bag.
func New() *Bag { return &Bag{} }

// Add puts s in the bag.
func (b *Bag) Add(s string) {
	b.items = append(b.items, s)
	b.count++
	b.last = s
}

// Absorb moves every item of o into b, leaving o empty.
func (b *Bag) Absorb(o *Bag) {
	moved := o.items
	n := b.count + len(moved)
	o.items, o.count, o.last = nil, 0, ""
	b.items = append(b.items, moved...)
	b.count = n
	b.last = b.items[n-1]
}

// Last returns the item added last, or "".
func (b *Bag) Last() string { return b.last }
