// Package validiterbug is validiter whose IsValid asks whether the
// iterator has a list, not a key: at the end of a list it says true,
// and Key, asked as the convention says, fails. The package's bug,
// found.
package validiterbug

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
func (l *List) IterFirst() *Iterator { return &Iterator{n: l.head, l: l} }

// Iterator is a position in a list.
type Iterator struct {
	n *node
	l *List
}

// IsValid reports whether the iterator is at a key.
func (it *Iterator) IsValid() bool { return it.l != nil } // the bug: not it.n

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
func (it *Iterator) Value() int {
	if it.n == nil {
		return 0
	}
	return it.n.value
}

// SetValue sets the value of the key the iterator is at.
func (it *Iterator) SetValue(v int) {
	if it.n != nil {
		it.n.value = v
	}
}
