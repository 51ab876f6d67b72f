// Package foreignbug is foreign with a bug of its own: Min asserts a
// pointer type on the entries it stored as values, whatever items the
// program inserted. hogen must find it.
package foreignbug

// Item is an element of a Tree.
type Item interface {
	// Less reports whether the item sorts before than.
	Less(than Item) bool
}

// Int is an Item.
type Int int

// Less compares two Ints.
func (a Int) Less(b Item) bool { return a < b.(Int) }

type entry struct{ it Item }

// Tree keeps items.
type Tree struct{ items []any }

// New returns an empty tree.
func New() *Tree { return &Tree{} }

// Insert adds x.
func (t *Tree) Insert(x Item) { t.items = append(t.items, entry{x}) }

// Min returns the first item, or nil.
func (t *Tree) Min() Item {
	if len(t.items) == 0 {
		return nil
	}
	return t.items[0].(*entry).it // the bug: entries are stored as values
}
