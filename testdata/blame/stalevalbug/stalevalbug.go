// Package stalevalbug is staleval with a bug of its own: Last stops one
// short of the end, so Value after Last on a list of one reads before
// its start, with no change in between.
package stalevalbug

// List is a list of ints.
type List struct{ items []int }

// New returns a list of the values.
func New(values ...int) *List { return &List{items: values} }

// Add appends v.
func (l *List) Add(v int) { l.items = append(l.items, v) }

// Remove removes the element at i, if there is one.
func (l *List) Remove(i int) {
	if i >= 0 && i < len(l.items) {
		l.items = append(l.items[:i], l.items[i+1:]...)
	}
}

// Len is the number of elements.
func (l *List) Len() int { return len(l.items) }

// Iterator walks a list; it is unsafe to remove elements while walking.
type Iterator struct {
	list  *List
	index int
}

// Iterator returns an iterator before the first element.
func (l *List) Iterator() Iterator { return Iterator{list: l, index: -1} }

// Next moves to the next element, and reports whether there is one.
func (it *Iterator) Next() bool {
	if it.index < len(it.list.items) {
		it.index++
	}
	return it.index < len(it.list.items)
}

// Last moves to the last element, and reports whether there is one.
func (it *Iterator) Last() bool {
	it.index = len(it.list.items) - 2
	return len(it.list.items) > 0
}

// Value is the element the iterator is at, after a move that returned
// true.
func (it *Iterator) Value() int { return it.list.items[it.index] }
