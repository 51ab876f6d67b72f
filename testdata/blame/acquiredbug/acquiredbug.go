// Package acquiredbug is acquired, whose binder's Keys reads the first
// key of an empty query: its own bug, found through the context's
// Bind. The pair of acquired.
package acquiredbug

import "sync"

// Ctx is a request's context.
type Ctx struct {
	query map[string]string
	bind  *Bind
}

// NewCtx returns the context of a request with the given query.
func NewCtx(query map[string]string) *Ctx { return &Ctx{query: query} }

// Bind returns the context's binder.
func (c *Ctx) Bind() *Bind {
	if c.bind == nil {
		c.bind = AcquireBind()
	}
	c.bind.ctx = c
	return c.bind
}

// Bind binds a request's values.
type Bind struct {
	ctx *Ctx
}

var binds = sync.Pool{New: func() any { return &Bind{} }}

// AcquireBind returns a binder from the pool.
func AcquireBind() *Bind { return binds.Get().(*Bind) }

// ReleaseBind puts b back in the pool.
func ReleaseBind(b *Bind) {
	b.ctx = nil
	binds.Put(b)
}

// Query returns the query's value of key.
func (b *Bind) Query(key string) string { return b.ctx.query[key] }

// First returns the smallest key of the query.
func (b *Bind) First() string {
	var keys []string
	for k := range b.ctx.query {
		keys = append(keys, k)
	}
	first := keys[0] // BUG: the query may be empty
	for _, k := range keys {
		first = min(first, k)
	}
	return first
}
