// Package clock stamps entries with the time of a Clock it asks under its
// lock: a Clock is a query, and a synthesized Now that writes the cache
// it times would be no user's clock. No finding is wanted. Its pair is
// clockbug, where the hook called under the lock is an action.
package clock

import "sync"

// Clock tells the time.
type Clock interface {
	Now() int64
}

// Cache holds stamped values.
type Cache struct {
	mu    sync.Mutex
	clock Clock
	at    map[string]int64
}

// NewCache returns an empty cache that asks c for the time.
func NewCache(c Clock) *Cache { return &Cache{clock: c, at: map[string]int64{}} }

// Set stamps key with the time.
func (c *Cache) Set(key string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.at[key] = c.clock.Now()
}

// Age is how long ago key was set, or -1.
func (c *Cache) Age(key string) int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	at, ok := c.at[key]
	if !ok {
		return -1
	}
	return c.clock.Now() - at
}
