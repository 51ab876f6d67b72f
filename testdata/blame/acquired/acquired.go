// Package acquired is a web context whose binder comes from a pool:
// AcquireBind hands one out, and the context's Bind wires it to the
// context (an unexported field) before a user sees it. A binder
// acquired by hand is wired to nothing, and its methods meet no
// context: the program's misuse. No finding is wanted; its pair is
// acquiredbug.
package acquired

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
