// Package nogoline is a module whose go.mod has no go line (Go reads it
// as go 1.16): a FIFO queue that calls a hook on each push.
package nogoline

// Queue is a first-in first-out queue of ints.
type Queue struct {
	items  []int
	onPush func(q *Queue, x int)
}

// New returns an empty queue; onPush, if not nil, runs after each Push.
func New(onPush func(q *Queue, x int)) *Queue { return &Queue{onPush: onPush} }

// Push appends x.
func (q *Queue) Push(x int) {
	q.items = append(q.items, x)
	if q.onPush != nil {
		q.onPush(q, x)
	}
}

// Pop removes the oldest item; ok is false if the queue is empty.
func (q *Queue) Pop() (x int, ok bool) {
	if len(q.items) == 0 {
		return 0, false
	}
	x, q.items = q.items[0], q.items[1:]
	return x, true
}

// Len is the number of items.
func (q *Queue) Len() int { return len(q.items) }
