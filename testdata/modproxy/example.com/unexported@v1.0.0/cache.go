// Package unexported names unexported types in exported signatures, as
// functional options do.
package unexported

type config struct {
	size int
	hook func(key string)
}

// Option configures a Cache.
type Option func(*config)

// WithSize bounds the cache.
func WithSize(n int) Option { return func(c *config) { c.size = n } }

// Cache maps strings to ints.
type Cache struct {
	cfg config
	m   map[string]int
}

// New returns an empty cache.
func New(opts ...Option) *Cache {
	c := &Cache{m: map[string]int{}, cfg: config{size: 8}}
	for _, o := range opts {
		o(&c.cfg)
	}
	return c
}

// Config returns the cache's configuration: a value of an unexported
// type, which code outside the package can hold but not name.
func (c *Cache) Config() config { return c.cfg }

// Apply reconfigures the cache with a config of its own kind.
func (c *Cache) Apply(cfg config) { c.cfg = cfg }

// Set stores v under k.
func (c *Cache) Set(k string, v int) {
	if len(c.m) < c.cfg.size {
		c.m[k] = v
	}
}

// Get returns what is stored under k.
func (c *Cache) Get(k string) (int, bool) { v, ok := c.m[k]; return v, ok }
