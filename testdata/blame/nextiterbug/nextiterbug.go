// Package nextiterbug is a list with an iterator. A Value before the
// first Next is the program's misuse (see nextiter); Next's own move past
// the last item, after which Value reads past the list, is its bug.
package nextiterbug

// List is a list of ints.
type List struct {
	items []int
}

// Push appends v.
func (l *List) Push(v int) { l.items = append(l.items, v) }

// Len is the number of items.
func (l *List) Len() int { return len(l.items) }

// Iter returns an iterator over l's items.
func (l *List) Iter() *Iterator { return &Iterator{l: l} }

// Iterator walks a List.
type Iterator struct {
	l *List
	i int
}

// Next moves to the next item, and reports whether there is one.
func (it *Iterator) Next() bool {
	if it.i > len(it.l.items) { // the bug: one past the last
		return false
	}
	it.i++
	return true
}

// Value is the current item.
func (it *Iterator) Value() int { return it.l.items[it.i-1] }

// Index is the current item's index.
func (it *Iterator) Index() int { return it.i - 1 }
