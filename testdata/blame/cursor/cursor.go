// Package cursor is a list with an iterator in the style of Go's
// pre-generics containers: Iterator returns a value, whose methods take
// a pointer, and Value is to be called only after Next returned true, as
// the package's tests do. A program that asks Value first misuses it; no
// finding is wanted. Its pair is cursorbug, whose Next is off by one.
package cursor

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
	if it.i < len(it.l.items) {
		it.i++
	}
	return it.i < len(it.l.items)
}

// Value returns the current element.
func (it *Iterator) Value() int { return it.l.items[it.i] }
