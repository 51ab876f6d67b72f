// Package spinqbug is spinq whose Drain says nothing of waiting and spins
// for ever on an odd count: the hang is found. The pair of spinq.
package spinqbug

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

// Drain removes every item, two at a time, and returns how many there
// were. BUG: with an odd count the last item is never taken, and Drain
// spins.
func (q *Queue) Drain() int {
	n := 0
	for {
		q.mu.Lock()
		switch {
		case len(q.items) == 0:
			q.mu.Unlock()
			return n
		case len(q.items) >= 2:
			q.items = q.items[2:]
			n += 2
		}
		q.mu.Unlock()
		runtime.Gosched()
	}
}

// Len is the number of items.
func (q *Queue) Len() int {
	q.mu.Lock()
	defer q.mu.Unlock()
	return len(q.items)
}
