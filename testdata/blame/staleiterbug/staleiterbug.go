// Package staleiterbug is staleiter whose Done is one element late: a
// new list's iterator steps into a chunk that is not there. The
// package's bug, to be found; an iterator advanced after its list
// changed is still the program's misuse.
package staleiterbug

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
func (it *Iterator) Done() bool { return it.i > it.l.n } // the bug: one past the end

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
