// Package loaderbug has loader's cache, but its Get indexes a table by
// the loaded value: a value past the table fails, the package's bug.
package loaderbug

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
	var seen [4]bool
	seen[v%8] = true // the bug: the table has 4 entries
	return v, nil
}

// Len is the number of values loaded.
func (c *Cache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.values)
}
