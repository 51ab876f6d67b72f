// Package errres returns a half-built cache with its error, as real
// packages do: a program that uses the cache although New returned an
// error misuses it (Go's convention: the other results are then not to be
// used). No finding is wanted. Its pair is errresbug.
package errres

import "errors"

// Cache holds up to a size of items.
type Cache struct {
	items map[string]int
	size  int
}

// New returns a cache of the given size, which must be positive.
func New(size int) (*Cache, error) {
	c := &Cache{size: size}
	if size <= 0 {
		return c, errors.New("errres: the size is not positive")
	}
	c.items = map[string]int{}
	return c, nil
}

// Put adds an item.
func (c *Cache) Put(k string, v int) { c.items[k] = v }

// Len is the number of items.
func (c *Cache) Len() int { return len(c.items) }
