// Package endguardbug is endguard whose IsNotEnd says true at the
// last key's successor too: a Key there, after IsNotEnd said true, is
// the package's bug, found.
package endguardbug

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

// Find returns an iterator at the first key not below key.
func (l *List) Find(key int) *Iterator {
	n := l.head
	for n != nil && n.key < key {
		n = n.next
	}
	return &Iterator{n: n}
}

// Iterator is a position in a list.
type Iterator struct {
	n    *node
	last bool // moved off the last key
}

// IsNotEnd reports whether the iterator is at a key.
func (it *Iterator) IsNotEnd() bool { return it.n != nil || it.last } // the bug: true one past the last key

// MoveToNext moves the iterator to the next key.
func (it *Iterator) MoveToNext() {
	if it.n != nil {
		it.last = it.n.next == nil
		it.n = it.n.next
	} else {
		it.last = false
	}
}

// Key returns the key the iterator is at.
func (it *Iterator) Key() int { return it.n.key }
