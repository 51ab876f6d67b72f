// Package lru is a least-recently-used cache with an eviction callback.
// It is correct under re-entrancy: an operation first brings the cache to
// a consistent state, queueing what it evicts, and only then calls the
// callback for each queued pair; a callback that calls Put, Get, Remove,
// Resize or Purge on the same cache only queues more evictions, which the
// outermost operation delivers in order before it returns.
package lru

// Cache maps string keys to int values. It is not safe for concurrent use.
// The zero Cache has capacity 0 and holds nothing.
//
//hogen:invariant self.Len() <= self.Cap()
type Cache struct {
	cap      int
	items    map[string]*entry
	root     *entry // sentinel: root.next is the most recently used entry
	onEvict  func(key string, val int)
	evicted  []entry // evictions not yet delivered
	flushing bool
}

type entry struct {
	key        string
	val        int
	prev, next *entry
}

// New returns an empty cache that holds up to capacity pairs; onEvict, if
// not nil, is called with each pair that Put, Resize or Purge evicts.
//
//hogen:requires capacity >= 1
//hogen:ensures result.Len() == 0 && result.Cap() == capacity
func New(capacity int, onEvict func(key string, val int)) *Cache {
	return &Cache{cap: capacity, onEvict: onEvict}
}

func (c *Cache) init() {
	if c.items == nil {
		c.items = map[string]*entry{}
		c.root = &entry{}
		c.root.next, c.root.prev = c.root, c.root
	}
}

func (c *Cache) unlink(e *entry) { e.prev.next, e.next.prev = e.next, e.prev }

func (c *Cache) front(e *entry) {
	e.prev, e.next = c.root, c.root.next
	e.prev.next, e.next.prev = e, e
}

// shrink evicts least recently used pairs until at most n remain.
func (c *Cache) shrink(n int) {
	for len(c.items) > n {
		e := c.root.prev
		c.unlink(e)
		delete(c.items, e.key)
		c.evicted = append(c.evicted, entry{key: e.key, val: e.val})
	}
}

// flush delivers the queued evictions, unless an outer call already does.
func (c *Cache) flush() {
	if c.flushing {
		return
	}
	c.flushing = true
	defer func() { c.flushing = false }()
	for len(c.evicted) > 0 {
		e := c.evicted[0]
		c.evicted = c.evicted[1:]
		if c.onEvict != nil {
			c.onEvict(e.key, e.val)
		}
	}
	c.evicted = nil
}

// Put sets key to val and marks it most recently used, evicting the least
// recently used pair if the cache is over capacity.
func (c *Cache) Put(key string, val int) {
	if c.cap <= 0 {
		return
	}
	c.init()
	if e, ok := c.items[key]; ok {
		e.val = val
		c.unlink(e)
		c.front(e)
		return
	}
	e := &entry{key: key, val: val}
	c.items[key] = e
	c.front(e)
	c.shrink(c.cap)
	c.flush()
}

// Get returns the value of key and marks it most recently used.
//
//hogen:ensures ok == self.Contains(key)
func (c *Cache) Get(key string) (val int, ok bool) {
	e, ok := c.items[key]
	if !ok {
		return 0, false
	}
	c.unlink(e)
	c.front(e)
	return e.val, true
}

// Contains reports whether key is in the cache, without marking it used.
func (c *Cache) Contains(key string) bool {
	_, ok := c.items[key]
	return ok
}

// Remove deletes key, without calling the eviction callback, and reports
// whether it was there.
//
//hogen:ensures !self.Contains(key) && result == old(self.Contains(key))
func (c *Cache) Remove(key string) bool {
	e, ok := c.items[key]
	if ok {
		c.unlink(e)
		delete(c.items, key)
	}
	return ok
}

// Resize sets the capacity, evicting least recently used pairs that no
// longer fit.
//
//hogen:requires capacity >= 1
func (c *Cache) Resize(capacity int) {
	c.cap = capacity
	c.shrink(capacity)
	c.flush()
}

// Purge evicts every pair, least recently used first.
func (c *Cache) Purge() {
	c.shrink(0)
	c.flush()
}

// Keys returns the keys from most to least recently used.
//
//hogen:ensures len(result) == self.Len()
func (c *Cache) Keys() []string {
	keys := make([]string, 0, len(c.items))
	if c.root == nil {
		return keys
	}
	for e := c.root.next; e != c.root; e = e.next {
		keys = append(keys, e.key)
	}
	return keys
}

// Len is the number of pairs in the cache.
func (c *Cache) Len() int { return len(c.items) }

// Cap is the most pairs the cache holds.
func (c *Cache) Cap() int { return c.cap }
