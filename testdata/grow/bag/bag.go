// Package bag is bagbug with its growth fixed: a bag of ints in a slice
// that it grows by hand. Neither the pools nor the guidance may find
// anything here.
package bag

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
		panic("bag: Take from an empty bag")
	}
	b.n--
	return b.items[b.n]
}

func (b *Bag) grow() {
	items := make([]int, 2*len(b.items))
	copy(items, b.items)
	b.items = items
}
