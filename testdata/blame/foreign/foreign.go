// Package foreign has an Item interface that only its own Int implements
// as far as its methods care: Int.Less asserts that the other item is an
// Int too, as ordered containers of Go commonly do. A program that mixes
// its own Item with Ints misuses it. No finding is wanted. Its pair is
// foreignbug.
package foreign

// Item is an element of a Tree.
type Item interface {
	// Less reports whether the item sorts before than.
	Less(than Item) bool
}

// Int is an Item.
type Int int

// Less compares two Ints.
func (a Int) Less(b Item) bool { return a < b.(Int) }

// Tree keeps items in order.
type Tree struct{ items []Item }

// New returns an empty tree.
func New() *Tree { return &Tree{} }

// Insert adds x in order.
func (t *Tree) Insert(x Item) {
	i := 0
	for i < len(t.items) && t.items[i].Less(x) {
		i++
	}
	t.items = append(t.items, nil)
	copy(t.items[i+1:], t.items[i:])
	t.items[i] = x
}

// Len is the number of items.
func (t *Tree) Len() int { return len(t.items) }
