// Package errresbug is errres with a bug of its own: New returns no error
// for a zero size, and the cache it returns has no map. hogen must find it.
package errresbug

import "errors"

// Cache holds up to a size of items.
type Cache struct {
	items map[string]int
	size  int
}

// New returns a cache of the given size, which must not be negative.
func New(size int) (*Cache, error) {
	c := &Cache{size: size}
	if size < 0 {
		return c, errors.New("errresbug: the size is negative")
	}
	if size > 0 { // the bug: a zero size gets no map
		c.items = map[string]int{}
	}
	return c, nil
}

// Put adds an item.
func (c *Cache) Put(k string, v int) { c.items[k] = v }

// Len is the number of items.
func (c *Cache) Len() int { return len(c.items) }
