// Package docprotobug is a list whose iterator's doc shows how it is
// driven, as the tests do not: Item before Next reads before the first
// item, the program's misuse; Next's own off-by-one, which moves past
// the last item, is found. Its pair is docproto.
package docprotobug

// List is a list of numbers.
type List struct{ items []int }

// New returns an empty list.
func New() *List { return &List{} }

// Add appends n to the list.
func (l *List) Add(n int) { l.items = append(l.items, n) }

// Iterator walks a List. Its usage pattern is as follows:
//
//	it := l.Iterator()
//	for it.Next() {
//		n := it.Item()
//		// ...
//	}
type Iterator struct {
	l *List
	i int
}

// Iterator returns an iterator before the list's first item.
func (l *List) Iterator() *Iterator { return &Iterator{l: l, i: -1} }

// Next moves to the next item and reports whether there is one.
func (it *Iterator) Next() bool {
	if it.i+1 > len(it.l.items) { // the bug: one past the last
		return false
	}
	it.i++
	return true
}

// Item is the item the iterator is at.
func (it *Iterator) Item() int { return it.l.items[it.i] }
