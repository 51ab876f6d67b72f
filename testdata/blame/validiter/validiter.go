// Package validiter has a sorted list with iterators in the manner of
// C++'s: IterFirst of an empty list is an iterator that is not valid,
// and Key, Value and SetValue are for a valid one, as its IsValid says.
// A program that reads an iterator it did not ask misuses it: no
// finding is wanted. Its pair is validiterbug, whose IsValid says true
// at the end.
package validiter

type node struct {
	key, value int
	next       *node
}

// List is a list of keys in order, each with a value.
type List struct{ head *node }

// New returns an empty list.
func New() *List { return &List{} }

// Put sets key's value.
func (l *List) Put(key, value int) {
	p := &l.head
	for *p != nil && (*p).key < key {
		p = &(*p).next
	}
	if *p != nil && (*p).key == key {
		(*p).value = value
		return
	}
	*p = &node{key: key, value: value, next: *p}
}

// IterFirst returns an iterator at the first key.
func (l *List) IterFirst() *Iterator { return &Iterator{n: l.head} }

// Iterator is a position in a list.
type Iterator struct{ n *node }

// IsValid reports whether the iterator is at a key.
func (it *Iterator) IsValid() bool { return it.n != nil }

// Next moves the iterator to the next key.
func (it *Iterator) Next() *Iterator {
	if it.n != nil {
		it.n = it.n.next
	}
	return it
}

// Key returns the key the iterator is at.
func (it *Iterator) Key() int { return it.n.key }

// Value returns the value of the key the iterator is at.
func (it *Iterator) Value() int { return it.n.value }

// SetValue sets the value of the key the iterator is at.
func (it *Iterator) SetValue(v int) { it.n.value = v }
