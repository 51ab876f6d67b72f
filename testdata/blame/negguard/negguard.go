// Package negguard has a queue whose Pop takes from a queue that is not
// empty: its tests ask !q.Empty() before each Pop, as container/heap's
// callers ask Len() > 0, and its doc says nothing. Pop on an empty queue
// is the caller's mistake. No finding is wanted. Its pair is negguardbug.
package negguard

// Queue is a first-in first-out queue of ints.
type Queue struct {
	items []int
}

// New returns an empty queue.
func New() *Queue { return &Queue{} }

// Push adds x at the back.
func (q *Queue) Push(x int) { q.items = append(q.items, x) }

// Empty reports whether the queue holds nothing.
func (q *Queue) Empty() bool { return len(q.items) == 0 }

// Pop removes and returns the front.
func (q *Queue) Pop() int {
	x := q.items[0]
	q.items = q.items[1:]
	return x
}
