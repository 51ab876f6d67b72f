// Package notsafe has a map whose Update runs its callback under the
// map's lock, and says so: "it is NOT safe to call other map funcs
// inside fn". A callback that calls the map deadlocks as the doc warns,
// and no finding is wanted. Its pair is notsafebug, whose doc says the
// callback may call the map, and whose Update deadlocks all the same.
package notsafe

import "sync"

// Map is a map safe for concurrent use.
type Map struct {
	mu sync.RWMutex
	m  map[string]any
}

// New returns an empty map.
func New() *Map { return &Map{m: map[string]any{}} }

// Get returns the value of key.
func (m *Map) Get(key string) any {
	m.mu.RLock()
	defer m.mu.RUnlock()
	return m.m[key]
}

// Set sets the value of key.
func (m *Map) Set(key string, v any) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.m[key] = v
}

// ForEach calls fn with each key and value until fn returns false. It
// is safe to change the map while it runs.
func (m *Map) ForEach(fn func(key string, val any) bool) {
	m.mu.RLock()
	keys := make([]string, 0, len(m.m))
	for k := range m.m {
		keys = append(keys, k)
	}
	m.mu.RUnlock()
	for _, k := range keys {
		if !fn(k, m.Get(k)) {
			return
		}
	}
}

// Update calls fn with the key's old value and sets the key to what fn
// returns. The map will be locked, it is NOT safe to call other map
// funcs inside fn.
func (m *Map) Update(key string, fn func(oldVal any) (newVal any)) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.m[key] = fn(m.m[key])
}
