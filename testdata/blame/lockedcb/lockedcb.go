// Package lockedcb is a sharded map whose Upsert runs a callback under
// the shard's lock; the callback's own type says so, and that it must
// not touch the map. A callback that does, and deadlocks, misuses it. No
// finding is wanted. Its pair is lockedcbbug, whose eviction hook says
// nothing of a lock and is called with it held.
package lockedcb

import "sync"

// UpsertCb returns the value to store for a key.
// It is called while lock is held, therefore it MUST NOT
// try to access other keys in same map, as it can lead to deadlock.
type UpsertCb func(exists bool, old, new int) int

// Map is a map of ints safe for concurrent use. It is a handle: copies
// share one map.
type Map struct{ *shard }

type shard struct {
	mu sync.Mutex
	m  map[int]int
}

// New returns an empty map.
func New() Map { return Map{&shard{m: map[int]int{}}} }

// Get returns the value stored for k.
func (m Map) Get(k int) (int, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	v, ok := m.m[k]
	return v, ok
}

// Set stores v for k.
func (m Map) Set(k, v int) {
	m.mu.Lock()
	m.m[k] = v
	m.mu.Unlock()
}

// Upsert stores cb's value for k: updates an existing element or inserts
// a new one.
func (m Map) Upsert(k, v int, cb UpsertCb) int {
	m.mu.Lock()
	defer m.mu.Unlock()
	old, ok := m.m[k]
	res := cb(ok, old, v)
	m.m[k] = res
	return res
}
