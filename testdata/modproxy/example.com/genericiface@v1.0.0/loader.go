// Package genericiface takes generic interfaces and func types: hogen
// must synthesize them at the instances it uses.
package genericiface

// Loader loads the value of a key on a miss.
type Loader[K comparable, V any] interface {
	Load(key K) (V, error)
}

// Evicted is told of every key that leaves the cache.
type Evicted[K comparable] func(key K)

// Cache is a read-through cache of at most two entries.
type Cache[K comparable, V any] struct {
	l     Loader[K, V]
	on    Evicted[K]
	m     map[K]V
	order []K
}

// New returns a cache that loads misses with l and tells on of evictions.
func New[K comparable, V any](l Loader[K, V], on Evicted[K]) *Cache[K, V] {
	return &Cache[K, V]{l: l, on: on, m: map[K]V{}}
}

// Get returns the value of key, loading it on a miss.
func (c *Cache[K, V]) Get(key K) (V, error) {
	if v, ok := c.m[key]; ok {
		return v, nil
	}
	v, err := c.l.Load(key)
	if err != nil {
		return v, err
	}
	c.m[key] = v
	c.order = append(c.order, key)
	if len(c.order) > 2 {
		old := c.order[0]
		c.order = c.order[1:]
		delete(c.m, old)
		if c.on != nil {
			c.on(old)
		}
	}
	return v, nil
}

// Len is the number of entries.
func (c *Cache[K, V]) Len() int { return len(c.m) }
