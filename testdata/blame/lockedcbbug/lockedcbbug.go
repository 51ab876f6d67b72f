// Package lockedcbbug is lockedcb with an eviction hook: the map keeps a
// hook and calls it with its lock held when Delete removes an entry,
// and nothing says the hook may not call the map. A hook that does
// deadlocks: the package's bug, to be found.
package lockedcbbug

import "sync"

// UpsertCb returns the value to store for a key.
// It is called while lock is held, therefore it MUST NOT
// try to access other keys in same map, as it can lead to deadlock.
type UpsertCb func(exists bool, old, new int) int

// EvictCb is told of each entry Delete removes.
type EvictCb func(k, v int)

// Map is a map of ints safe for concurrent use. It is a handle: copies
// share one map.
type Map struct{ *shard }

type shard struct {
	mu      sync.Mutex
	m       map[int]int
	onEvict EvictCb
}

// New returns an empty map that calls onEvict for each entry removed.
func New(onEvict EvictCb) Map { return Map{&shard{m: map[int]int{}, onEvict: onEvict}} }

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

// Delete removes k, and tells the map's hook.
func (m Map) Delete(k int) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if v, ok := m.m[k]; ok {
		delete(m.m, k)
		if m.onEvict != nil {
			m.onEvict(k, v)
		}
	}
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
