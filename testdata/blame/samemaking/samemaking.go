// Package samemaking has a priority queue whose constructor makes its
// n items nil where it means room for n: Peek, Pop and Top all fail on
// the first of them. One root cause, the constructor's, and one finding
// is wanted, whichever methods the programs found it through.
package samemaking

// Item is an element with a priority.
type Item struct {
	Value    string
	Priority int
}

// Queue orders items by priority, highest first.
type Queue struct{ items []*Item }

// New returns an empty queue with room for n items.
func New(n int) *Queue { return &Queue{items: make([]*Item, n)} }

// Push adds an item.
func (q *Queue) Push(v string, p int) {
	q.items = append(q.items, &Item{Value: v, Priority: p})
	for i := len(q.items) - 1; i > 0 && q.items[i].Priority > q.items[i-1].Priority; i-- {
		q.items[i], q.items[i-1] = q.items[i-1], q.items[i]
	}
}

// Len is the number of items.
func (q *Queue) Len() int { return len(q.items) }

// Peek returns the value of the item with the highest priority, or ""
// if there is none.
func (q *Queue) Peek() string {
	if len(q.items) == 0 {
		return ""
	}
	return q.items[0].Value
}

// Top returns the highest priority, or 0 if there is none.
func (q *Queue) Top() int {
	if len(q.items) == 0 {
		return 0
	}
	return q.items[0].Priority
}

// Pop removes the item with the highest priority and returns its value,
// or "" if there is none.
func (q *Queue) Pop() string {
	if len(q.items) == 0 {
		return ""
	}
	v := q.items[0].Value
	q.items = q.items[1:]
	return v
}
