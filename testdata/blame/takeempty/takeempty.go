// Package takeempty is a priority queue on container/heap. Peek reads
// the top item and has no way to say there is none: by Go's convention
// (slices.Max, container/heap's Pop, s[0]) its caller asks Len first, as
// the package's own Expire does, and a Peek of an empty queue that fails
// is the caller's mistake (batch 66 AH4).
package takeempty

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

// Peek returns the item of the lowest priority, leaving it queued.
func (q *Queue) Peek() *Item { return q.impl[0] }

// Expire removes the items of a priority below p and returns how many.
func (q *Queue) Expire(p int) int {
	n := 0
	for q.Len() > 0 && q.Peek().Priority < p {
		heap.Pop(&q.impl)
		n++
	}
	return n
}

// Frames is a stack of frame numbers (batch 76: a call stack that is a
// slice, whose Pop takes the top with no way to say there is none: the
// caller asks len first).
type Frames []int

// Push pushes f.
func (s *Frames) Push(f int) { *s = append(*s, f) }

// Pop pops the top frame.
func (s *Frames) Pop() int {
	last := (*s)[len(*s)-1]
	*s = (*s)[:len(*s)-1]
	return last
}
