// Package placeholder has a Context made by NewContext, whose lock and
// map only NewContext sets. Its tests build a zero Context, but only to
// fill a field of a Response they build: a placeholder, on which no
// method is called, which shows no method working on a zero Context. A
// program that calls Put on one misuses it: no finding is wanted. Its
// pair is placeholderbug, whose Clone forgets the map.
package placeholder

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
	n := NewContext()
	for k, v := range c.values {
		n.values[k] = v
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
