// Package loader has a loading cache: Get calls the loader for a key it
// lacks, under the cache's lock. A loader answers for its key, as a
// getter does; one that asks its own cache waits for itself, as
// sync.Once's f that calls Do does, and no finding is wanted. Its pair
// is loaderbug, whose Get fails on a key it loaded.
package loader

import "sync"

// LoaderFunc returns the value of key.
type LoaderFunc func(key string) (int, error)

// Cache holds the values its loader loaded.
type Cache struct {
	mu     sync.Mutex
	load   LoaderFunc
	values map[string]int
}

// New returns a cache that loads with loaderFunc.
func New(loaderFunc LoaderFunc) *Cache {
	return &Cache{load: loaderFunc, values: map[string]int{}}
}

// Get returns the value of key, loading it if the cache lacks it.
func (c *Cache) Get(key string) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if v, ok := c.values[key]; ok {
		return v, nil
	}
	v, err := c.load(key)
	if err != nil {
		return 0, err
	}
	c.values[key] = v
	return v, nil
}

// Len is the number of values loaded.
func (c *Cache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.values)
}
