// Package emptytake has a priority queue whose Next removes and returns
// the first key, with no way to say there was none: as container/heap's
// Pop, it is for a queue that is not empty, which IsEmpty tells. A
// program that takes from an empty queue misuses it, and no finding is
// wanted. Its pair is emptytakebug, whose Set loses the order.
package emptytake

import "sort"

// Queue holds keys by priority, the lowest first.
type Queue struct {
	keys  []string
	prios map[string]int
}

// NewQueue returns an empty queue.
func NewQueue() *Queue { return &Queue{prios: map[string]int{}} }

// Set puts key in the queue with priority p, or moves it there.
func (q *Queue) Set(key string, p int) {
	if _, ok := q.prios[key]; !ok {
		q.keys = append(q.keys, key)
	}
	q.prios[key] = p
	sort.SliceStable(q.keys, func(i, j int) bool { return q.prios[q.keys[i]] < q.prios[q.keys[j]] })
}

// Next removes the first key and returns it with its priority.
func (q *Queue) Next() (string, int) {
	key := q.keys[0]
	q.keys = q.keys[1:]
	p := q.prios[key]
	delete(q.prios, key)
	return key, p
}

// IsEmpty reports whether the queue holds no key.
func (q *Queue) IsEmpty() bool { return len(q.keys) == 0 }

// Len is the number of keys.
func (q *Queue) Len() int { return len(q.keys) }
