// Package logcbbug is logcb with a hook: the Cache calls OnPut after
// each Put, holding its lock. A hook that asks the Cache's Len deadlocks,
// the package's bug; a Logger that does stays the program's doing.
package logcbbug

import (
	"fmt"
	"sync"
)

// Logger writes a line of text.
type Logger func(text string)

// Options configure a Cache.
type Options struct {
	Logger Logger
	OnPut  func(key string)
}

// Cache maps keys to values.
type Cache struct {
	mu   sync.Mutex
	m    map[string]int
	opts Options
}

// New returns an empty Cache.
func New(opts *Options) *Cache {
	c := &Cache{m: map[string]int{}}
	if opts != nil {
		c.opts = *opts
	}
	return c
}

// Put sets key to v.
func (c *Cache) Put(key string, v int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.m[key] = v
	if c.opts.Logger != nil {
		c.opts.Logger(fmt.Sprintf("put %q", key))
	}
	if c.opts.OnPut != nil {
		c.opts.OnPut(key)
	}
}

// SetOptions replaces c's options.
func (c *Cache) SetOptions(opts Options) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.opts = opts
}

// Len is how many keys c holds.
func (c *Cache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.m)
}
