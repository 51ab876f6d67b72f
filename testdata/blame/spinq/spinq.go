// Package spinq has a Get that spins until an item comes, as its doc
// says: a program that calls it on an empty queue, with no goroutine to
// put one, waits by design. No finding is wanted. Its pair is spinqbug.
package spinq

import (
	"runtime"
	"sync"
)

// Queue is a FIFO queue of ints.
type Queue struct {
	mu    sync.Mutex
	items []int
}

// Put adds v at the tail.
func (q *Queue) Put(v int) {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.items = append(q.items, v)
}

// Get removes and returns the item at the head. It blocks until an item
// is available.
func (q *Queue) Get() int {
	for {
		if v, ok := q.TryGet(); ok {
			return v
		}
		runtime.Gosched()
	}
}

// TryGet removes and returns the item at the head, or false if the queue
// is empty.
func (q *Queue) TryGet() (int, bool) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if len(q.items) == 0 {
		return 0, false
	}
	v := q.items[0]
	q.items = q.items[1:]
	return v, true
}
