// Package reset has a list whose Reset says it clears the list: an
// element the list handed out before is stale after it, and a program
// that hands it back is at fault. The pair of the rule (ended) is
// testdata/blame/finalbug.
package reset

// Elem is an element of a List.
type Elem struct {
	list       *List
	prev, next *Elem
	Value      int
}

// List is a doubly linked list.
type List struct {
	head *Elem
	n    int
}

// New returns an empty list.
func New() *List { return &List{} }

// Push adds v at the front and returns its element.
func (l *List) Push(v int) *Elem {
	e := &Elem{list: l, next: l.head, Value: v}
	if l.head != nil {
		l.head.prev = e
	}
	l.head = e
	l.n++
	return e
}

// Remove removes e from l, if e is an element of l.
func (l *List) Remove(e *Elem) {
	if e.list != l {
		return
	}
	if e.prev != nil {
		e.prev.next = e.next
	} else {
		l.head = e.next
	}
	if e.next != nil {
		e.next.prev = e.prev
	}
	e.list = nil
	l.n--
	counts := make([]int, l.n+1) // a stale element makes n negative
	counts[l.n]++
}

// Reset clears the list.
func (l *List) Reset() { l.head, l.n = nil, 0 }
