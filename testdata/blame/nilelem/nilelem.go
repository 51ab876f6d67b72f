// Package nilelem is a queue of Items that it orders by their Less: a
// program that hands it a slice holding nil Items (make([]Item, n))
// misuses it. No finding is wanted. Its pair is nilelembug, whose Pop
// fails on Items that are not nil.
package nilelem

// Item is an element of a Queue.
type Item interface {
	// Less reports whether the item comes before than.
	Less(than Item) bool
}

// Queue hands out its least Item first.
type Queue struct{ items []Item }

// New returns a queue of items.
func New(items []Item) *Queue {
	q := &Queue{}
	for _, it := range items {
		q.Push(it)
	}
	return q
}

// Push adds it.
func (q *Queue) Push(it Item) {
	i := 0
	for i < len(q.items) && q.items[i].Less(it) {
		i++
	}
	q.items = append(q.items, nil)
	copy(q.items[i+1:], q.items[i:])
	q.items[i] = it
}

// Len is the number of items.
func (q *Queue) Len() int { return len(q.items) }

// Pop removes and returns the least item, or nil when there is none.
func (q *Queue) Pop() Item {
	if len(q.items) == 0 {
		return nil
	}
	it := q.items[0]
	q.items = q.items[1:]
	return it
}
