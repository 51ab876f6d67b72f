// Package relock holds its lock while it calls hooks: a hook that calls
// back into the Bus deadlocks, which hogen reports as a hang.
package relock

import "sync"

// Hook is called on Fire.
type Hook interface {
	Fired(b *Bus)
}

// Bus calls its hooks.
type Bus struct {
	mu    sync.Mutex
	hooks []Hook
	n     int
}

// Add adds a hook.
func (b *Bus) Add(h Hook) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.hooks = append(b.hooks, h)
}

// Fire calls every hook, holding the lock. BUG: re-entry deadlocks.
func (b *Bus) Fire() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.n++
	for _, h := range b.hooks {
		h.Fired(b)
	}
}

// Count is how often Fire ran.
func (b *Bus) Count() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.n
}
