// Package nextiter is a list with an iterator. An Iterator reads the
// element its Next moved to, as Go's iterators do (sql.Rows, bufio's
// Scanner): a Value before the first Next, which the program asks, is
// its misuse. No finding. Its pair is nextiterbug.
package nextiter

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
	if it.i >= len(it.l.items) {
		return false
	}
	it.i++
	return true
}

// Value is the current item.
func (it *Iterator) Value() int { return it.l.items[it.i-1] }

// Index is the current item's index.
func (it *Iterator) Index() int { return it.i - 1 }
