// Package deadlock calls its hooks with its lock held: a hook that calls
// back into the registry deadlocks.
package deadlock

import "sync"

// Registry holds hooks.
type Registry struct {
	mu    sync.Mutex
	hooks []func(*Registry)
}

// Add registers h.
func (r *Registry) Add(h func(*Registry)) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.hooks = append(r.hooks, h)
}

// Len is the number of hooks.
func (r *Registry) Len() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.hooks)
}

// Fire calls every hook. The bug: the lock is held while they run.
func (r *Registry) Fire() {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, h := range r.hooks {
		h(r)
	}
}
