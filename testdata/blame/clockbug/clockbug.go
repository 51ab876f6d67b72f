// Package clockbug is clock whose interface also tells of each stamp,
// under the lock: a Stamped hook that calls the cache deadlocks, and the
// hang is found. The pair of clock.
package clockbug

import "sync"

// Clock tells the time and hears of every stamp.
type Clock interface {
	Now() int64
	Stamped(key string)
}

// Cache holds stamped values.
type Cache struct {
	mu    sync.Mutex
	clock Clock
	at    map[string]int64
}

// NewCache returns an empty cache that asks c for the time.
func NewCache(c Clock) *Cache { return &Cache{clock: c, at: map[string]int64{}} }

// Set stamps key with the time. BUG: it tells the clock under its lock.
func (c *Cache) Set(key string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.at[key] = c.clock.Now()
	c.clock.Stamped(key)
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
