// Package cmpname keeps a sorted list of Interfaces, ordered by their
// Less, which takes any other: a comparison by its name, pure as sort's
// less is. A program whose Less clears the list while Delete compares
// misuses it, and no finding is wanted. Its pair is cmpnamebug, whose
// Delete of a value past the last fails.
package cmpname

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
	if p.next == nil || v.Less(p.next.v) {
		return false
	}
	p.next = p.next.next
	l.n--
	return true
}
