// Package cache is a small LRU cache whose eviction callback is handed to
// the constructor. It calls the callback before its own bookkeeping is
// done, so a callback that re-enters the cache (Remove the evicted key,
// Put it back) corrupts it: the bug hogen must find through a callback
// that captures the cache the constructor returns.
package cache

// Cache maps keys to values, evicting the least recently put.
//
//@ invariant len(c.keys) == len(c.vals) && len(c.keys) <= c.cap
type Cache struct {
	cap     int
	keys    []string
	vals    map[string]int
	onEvict func(key string, val int)
}

// New returns a cache of the given capacity; onEvict, if not nil, is told
// of every eviction.
//
//@ requires capacity >= 1 && capacity <= 64
func New(capacity int, onEvict func(key string, val int)) *Cache {
	return &Cache{cap: capacity, vals: map[string]int{}, onEvict: onEvict}
}

// Put sets key to val, evicting the oldest key when the cache is full.
func (c *Cache) Put(key string, val int) {
	if _, ok := c.vals[key]; ok {
		c.vals[key] = val
		return
	}
	if len(c.keys) == c.cap {
		old := c.keys[0]
		if c.onEvict != nil {
			c.onEvict(old, c.vals[old]) // BUG: called before the eviction is done
		}
		delete(c.vals, old)
		c.keys = c.keys[1:]
	}
	c.keys = append(c.keys, key)
	c.vals[key] = val
}

// Remove deletes key.
func (c *Cache) Remove(key string) {
	if _, ok := c.vals[key]; !ok {
		return
	}
	delete(c.vals, key)
	for i, k := range c.keys {
		if k == key {
			c.keys = append(c.keys[:i:i], c.keys[i+1:]...)
			return
		}
	}
}

// Len is the number of keys.
func (c *Cache) Len() int { return len(c.vals) }

// Get returns the value of key.
func (c *Cache) Get(key string) (int, bool) {
	v, ok := c.vals[key]
	return v, ok
}
