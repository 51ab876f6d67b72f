// Package emptytakebug is emptytake whose Next keeps the priority of
// the new first key, which the last key's take has not: taking the last
// key fails. The package's bug, found.
package emptytakebug

import "sort"

// Queue holds keys by priority, the lowest first.
type Queue struct {
	keys  []string
	prios map[string]int
	head  int // the priority of the first key
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
	q.head = q.prios[q.keys[0]] // the bug: no first key after the last
	return key, p
}

// IsEmpty reports whether the queue holds no key.
func (q *Queue) IsEmpty() bool { return len(q.keys) == 0 }

// Len is the number of keys.
func (q *Queue) Len() int { return len(q.keys) }
