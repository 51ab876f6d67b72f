// Package staleiter is a list whose iterator keeps the chunk it is in:
// one made on an empty list keeps none, and an Append after it leaves
// it without the chunk its next element is in. A program that advances an
// iterator after changing its list misuses it, as it would a map's range.
// No finding is wanted. Its pair is staleiterbug, whose iterator fails
// on a list nobody changed.
package staleiter

// List is a list of ints in chunks of four.
type List struct {
	chunks [][]int
	n      int
}

// New returns an empty list.
func New() *List { return &List{} }

// Append adds v at the end.
func (l *List) Append(v int) {
	if l.n%4 == 0 {
		l.chunks = append(l.chunks[:len(l.chunks):len(l.chunks)], make([]int, 0, 4))
	}
	last := len(l.chunks) - 1
	l.chunks[last] = append(l.chunks[last], v)
	l.n++
}

// Len is the number of elements.
func (l *List) Len() int { return l.n }

// Iterator returns an iterator over the list's elements.
func (l *List) Iterator() *Iterator {
	it := &Iterator{l: l}
	if len(l.chunks) > 0 {
		it.cur = l.chunks[0]
	}
	return it
}

// Iterator walks a List.
type Iterator struct {
	l   *List
	cur []int // the chunk it is in
	i   int
}

// Done reports whether the iterator is past the last element.
func (it *Iterator) Done() bool { return it.i >= it.l.n }

// Next returns the element at the iterator and moves it on; it returns
// -1 when it is done.
func (it *Iterator) Next() int {
	if it.Done() {
		return -1
	}
	if it.i > 0 && it.i%4 == 0 {
		it.cur = it.l.chunks[it.i/4]
	}
	v := it.cur[it.i%4]
	it.i++
	return v
}
