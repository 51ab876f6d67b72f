// Package lru is a small LRU cache with an eviction hook set on the
// cache after New, as users of groupcache's lru do. It is the fixed twin
// of lrubug: Purge empties the cache before it calls the hook, so a hook
// that re-enters the cache sees it empty.
package lru

// Cache is an LRU cache of ints. It is not safe for concurrent use.
type Cache struct {
	// OnEvicted, if not nil, is called with each entry that leaves the
	// cache by eviction or Purge.
	OnEvicted func(key string, value int)

	max   int
	order []string // oldest first
	items map[string]int
}

// New returns a cache that holds at most max entries; max < 1 means one.
func New(max int) *Cache {
	if max < 1 {
		max = 1
	}
	return &Cache{max: max, items: map[string]int{}}
}

// Add sets key to value, evicting the oldest entry if the cache is full.
func (c *Cache) Add(key string, value int) {
	if _, ok := c.items[key]; ok {
		c.items[key] = value
		return
	}
	c.items[key] = value
	c.order = append(c.order, key)
	if len(c.order) > c.max {
		old := c.order[0]
		v := c.items[old]
		c.order = c.order[1:]
		delete(c.items, old)
		if c.OnEvicted != nil {
			c.OnEvicted(old, v)
		}
	}
}

// Get returns the value of key and whether the cache holds it.
func (c *Cache) Get(key string) (int, bool) {
	v, ok := c.items[key]
	return v, ok
}

// Remove removes key, if present, without calling OnEvicted.
func (c *Cache) Remove(key string) {
	for i, k := range c.order {
		if k == key {
			c.order = append(c.order[:i:i], c.order[i+1:]...)
			delete(c.items, key)
			return
		}
	}
}

// Len returns the number of entries.
func (c *Cache) Len() int { return len(c.order) }

// Purge removes every entry, calling OnEvicted for each.
func (c *Cache) Purge() {
	order, items := c.order, c.items
	c.order, c.items = nil, map[string]int{}
	for _, k := range order {
		if c.OnEvicted != nil {
			c.OnEvicted(k, items[k])
		}
	}
}
