// Package placeholderbug is placeholder whose Clone makes its copy
// without NewContext, and forgets the map: Put on a clone of a Context
// made as documented fails, the package's bug, found.
package placeholderbug

import "sync"

// Context passes data between the callbacks of one request.
type Context struct {
	values map[string]string
	lock   *sync.RWMutex
}

// NewContext returns an empty Context.
func NewContext() *Context {
	return &Context{values: map[string]string{}, lock: &sync.RWMutex{}}
}

// Put stores value under key.
func (c *Context) Put(key, value string) {
	c.lock.Lock()
	defer c.lock.Unlock()
	c.values[key] = value
}

// Get returns the value under key, or "".
func (c *Context) Get(key string) string {
	c.lock.RLock()
	defer c.lock.RUnlock()
	return c.values[key]
}

// Clone returns a copy of c.
func (c *Context) Clone() *Context {
	c.lock.RLock()
	defer c.lock.RUnlock()
	n := &Context{lock: &sync.RWMutex{}} // the bug: no map
	for k, v := range c.values {
		n.Put(k, v)
	}
	return n
}

// Response is what a request got back.
type Response struct {
	Status int
	Ctx    *Context
}

// OK reports whether the status is 200.
func (r *Response) OK() bool { return r.Status == 200 }
