// Package cmpnamebug is cmpname whose Delete compares past the last
// node when every value is before v: the package's bug, found with a
// Less that only compares.
package cmpnamebug

// Interface is what the list holds.
type Interface interface {
	// Less reports whether the value is before other.
	Less(other any) bool
}

type node struct {
	v    Interface
	next *node
}

// List is a sorted list.
type List struct {
	head *node
	n    int
}

// New returns an empty list.
func New() *List { return &List{} }

// Init empties the list.
func (l *List) Init() *List {
	l.head, l.n = nil, 0
	return l
}

// Len is the number of values.
func (l *List) Len() int { return l.n }

// Insert adds v in order.
func (l *List) Insert(v Interface) {
	p := &l.head
	for *p != nil && (*p).v.Less(v) {
		p = &(*p).next
	}
	*p = &node{v: v, next: *p}
	l.n++
}

// Delete removes a value equal to v, and reports whether there was one.
func (l *List) Delete(v Interface) bool {
	if l.head == nil {
		return false
	}
	if !l.head.v.Less(v) {
		if v.Less(l.head.v) {
			return false
		}
		l.head = l.head.next
		l.n--
		return true
	}
	p := l.head
	for p.next != nil && p.next.v.Less(v) {
		p = p.next
	}
	if v.Less(p.next.v) { // the bug: p.next is nil past the last
		return false
	}
	p.next = p.next.next
	l.n--
	return true
}
