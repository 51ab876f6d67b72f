// Package bagbug is a bag of ints in a slice that it grows by hand. Its
// growth is hard-coded to twice the first size, so the second growth
// does not grow: only a bag that 33 Adds filled reaches the bug, a state
// no short program builds from scratch.
package bagbug

const minLen = 16

// Bag holds ints.
type Bag struct {
	items []int
	n     int
}

// New returns an empty bag.
func New() *Bag { return &Bag{items: make([]int, minLen)} }

// Len returns the number of ints in the bag.
func (b *Bag) Len() int { return b.n }

// Add puts v in the bag.
func (b *Bag) Add(v int) {
	if b.n == len(b.items) {
		b.grow()
	}
	b.items[b.n] = v
	b.n++
}

// Take removes and returns the int added last. It panics if the bag is
// empty.
func (b *Bag) Take() int {
	if b.n == 0 {
		panic("bagbug: Take from an empty bag")
	}
	b.n--
	return b.items[b.n]
}

func (b *Bag) grow() {
	items := make([]int, 2*minLen) // the bug: twice the first size, not the current one
	copy(items, b.items)
	b.items = items
}
