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

// Iterator is a position in a list: Key and Value are for one that
// IsNotEnd.
type Iterator interface {
	IsNotEnd() bool // whether it is at a key, not at the end
	MoveToNext()    // moves it to the next key
	Key() int       // the key it is at
}

// Find returns an iterator at the first key not below key.
func (l *List) Find(key int) Iterator {
	n := l.head
	for n != nil && n.key < key {
		n = n.next
	}
	return &iterator{n: n}
}

// iterator is an Iterator of a list.
type iterator struct {
	n    *node
	last bool // moved off the last key
}

// IsNotEnd reports whether the iterator is at a key.
func (it *iterator) IsNotEnd() bool { return it.n != nil || it.last } // the bug: true one past the last key

// MoveToNext moves the iterator to the next key.
func (it *iterator) MoveToNext() {
	if it.n != nil {
		it.last = it.n.next == nil
		it.n = it.n.next
	} else {
		it.last = false
	}
}

// Key returns the key the iterator is at.
func (it *iterator) Key() int { return it.n.key }
