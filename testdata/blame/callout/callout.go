// Package callout calls its eviction callback while its invariant is
// broken: the count is not yet decremented. A callback that only reads
// the cache (Len) sees the inconsistency; the fault is Put's, which
// called out in that state, not the reader's.
package callout

// Cache counts its items.
//
//@ invariant c.count == len(c.items)
type Cache struct {
	items   map[string]int
	order   []string
	count   int
	cap     int
	onEvict func(key string)
}

// New returns a cache of the given capacity.
//
//@ requires capacity >= 1 && capacity <= 16
func New(capacity int, onEvict func(key string)) *Cache {
	return &Cache{items: map[string]int{}, cap: capacity, onEvict: onEvict}
}

// Put sets key, evicting the oldest key when full.
func (c *Cache) Put(key string, val int) {
	if _, ok := c.items[key]; ok {
		c.items[key] = val
		return
	}
	if c.count == c.cap {
		old := c.order[0]
		c.order = c.order[1:]
		delete(c.items, old)
		if c.onEvict != nil {
			c.onEvict(old) // BUG: count is decremented only after
		}
		c.count--
	}
	c.items[key] = val
	c.order = append(c.order, key)
	c.count++
}

// Len is the number of items.
func (c *Cache) Len() int { return c.count }
