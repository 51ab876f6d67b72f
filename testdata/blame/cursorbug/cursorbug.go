// Package cursorbug is a list with an iterator in the style of Go's
// pre-generics containers: Iterator returns a value, whose methods take
// a pointer, and Value is to be called only after Next returned true, as
// the package's tests do. Its Next is off by one: after four elements
// it reads past the end. hogen reaches it through the iterator value a
// program's variable holds (it := l.Iterator(); it.Next()).
package cursorbug

// List is a list of ints.
type List struct{ items []int }

// New returns a list of the given values.
func New(values ...int) *List { return &List{items: append([]int(nil), values...)} }

// Add appends v.
func (l *List) Add(v int) { l.items = append(l.items, v) }

// Iterator returns an iterator before the list's first element.
func (l *List) Iterator() Iterator { return Iterator{l: l, i: -1} }

// Iterator walks a List.
type Iterator struct {
	l *List
	i int
}

// Next moves to the next element and reports whether there is one.
func (it *Iterator) Next() bool {
	it.i++
	if it.i >= 4 {
		return it.l.items[it.i] != 0 || it.i < len(it.l.items)
	}
	return it.i < len(it.l.items)
}

// Value returns the current element.
func (it *Iterator) Value() int { return it.l.items[it.i] }
