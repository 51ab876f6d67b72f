// Package notsafebug has notsafe's map, but its Update says that fn may
// call the map's other methods, and holds the map's lock while fn runs:
// a callback that reads the map deadlocks, the package's bug.
package notsafebug

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

// Update calls fn with the key's old value and sets the key to what fn
// returns. fn may call the map's other methods.
func (m *Map) Update(key string, fn func(oldVal any) (newVal any)) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.m[key] = fn(m.m[key])
}
