// Package negguardbug is negguard with a Clear that empties the items
// but not the count Empty reads: after Clear, Empty says false and Pop,
// called as the tests call it, reads past the end. A real bug, found.
// Its pair is negguard.
package negguardbug

// Queue is a first-in first-out queue of ints.
type Queue struct {
	items []int
	n     int
}

// New returns an empty queue.
func New() *Queue { return &Queue{} }

// Push adds x at the back.
func (q *Queue) Push(x int) { q.items = append(q.items, x); q.n++ }

// Clear removes everything.
func (q *Queue) Clear() { q.items = nil }

// Empty reports whether the queue holds nothing.
func (q *Queue) Empty() bool { return q.n == 0 }

// Pop removes and returns the front.
func (q *Queue) Pop() int {
	x := q.items[0]
	q.items = q.items[1:]
	q.n--
	return x
}
