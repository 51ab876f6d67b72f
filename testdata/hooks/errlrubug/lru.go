// Package lru is a small LRU cache, safe for concurrent use, with an
// eviction hook set on the cache after New, and a New that refuses a
// size it cannot hold: a program sets the hook on what New returned, and
// a reproducer of a hang sets it only when New's error is nil. Its Purge
// calls the hook with the cache's lock held: a hook that asks the cache
// its Len waits for that lock for ever.
package lru

import (
	"errors"
	"sync"
)

// Cache is an LRU cache of ints.
type Cache struct {
	// OnEvicted, if not nil, is called with each entry that leaves the
	// cache by eviction or Purge.
	OnEvicted func(key string, value int)

	mu    sync.Mutex
	max   int
	order []string // oldest first
	items map[string]int
}

// New returns a cache that holds at most max entries; max < 1 means
// one. It refuses a max over a million.
func New(max int) (*Cache, error) {
	if max > 1e6 {
		return nil, errors.New("lru: too large")
	}
	if max < 1 {
		max = 1
	}
	return &Cache{max: max, items: map[string]int{}}, nil
}

// Add sets key to value, evicting the oldest entry if the cache is full.
func (c *Cache) Add(key string, value int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.items[key]; ok {
		c.items[key] = value
		return
	}
	c.items[key] = value
	c.order = append(c.order, key)
	if len(c.order) > c.max {
		old := c.order[0]
		c.order = c.order[1:]
		delete(c.items, old)
	}
}

// Len returns the number of entries.
func (c *Cache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.order)
}

// Purge removes every entry, calling OnEvicted for each.
func (c *Cache) Purge() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, k := range c.order {
		if c.OnEvicted != nil {
			c.OnEvicted(k, c.items[k])
		}
	}
	c.order, c.items = nil, map[string]int{}
}
