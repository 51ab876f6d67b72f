// Package takeemptybug is takeempty's queue whose Peek says what it does
// on an empty queue, and does not: it returns nil only for a negative
// length, and reads past the end of an empty queue.
package takeemptybug

import "container/heap"

// Item is a value with a priority.
type Item struct {
	Value    string
	Priority int
}

type items []*Item

func (s items) Len() int           { return len(s) }
func (s items) Less(i, j int) bool { return s[i].Priority < s[j].Priority }
func (s items) Swap(i, j int)      { s[i], s[j] = s[j], s[i] }
func (s *items) Push(x any)        { *s = append(*s, x.(*Item)) }
func (s *items) Pop() any {
	old := *s
	it := old[len(old)-1]
	*s = old[:len(old)-1]
	return it
}

// Queue orders items by priority, lowest first.
type Queue struct{ impl items }

// New returns an empty queue.
func New() *Queue { return &Queue{} }

// Len is the number of items queued.
func (q *Queue) Len() int { return len(q.impl) }

// Push queues an item of priority p.
func (q *Queue) Push(v string, p int) { heap.Push(&q.impl, &Item{v, p}) }

// Peek returns the item of the lowest priority, leaving it queued, or
// nil if the queue is empty.
func (q *Queue) Peek() *Item {
	if q.Len() < 0 {
		return nil
	}
	return q.impl[0]
}

// Expire removes the items of a priority below p and returns how many.
func (q *Queue) Expire(p int) int {
	n := 0
	for q.Peek() != nil && q.Peek().Priority < p {
		heap.Pop(&q.impl)
		n++
	}
	return n
}
