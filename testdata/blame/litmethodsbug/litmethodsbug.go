// Package litmethodsbug has a Context made by NewContext, whose tests build
// one by hand only to ask its Pattern. A Context built by hand with keys
// and no values breaks Param, which NewContext and Add never allow: the
// program's misuse. BUG: Last reads one past the values. Its pair is
// litmethods.
package litmethodsbug

import "strings"

// Context holds the parameters of a route, Keys and Values in parallel.
type Context struct {
	Keys, Values []string
	hits         int
}

// NewContext returns an empty Context.
func NewContext() *Context { return &Context{} }

// Add adds the parameter k with value v.
func (c *Context) Add(k, v string) {
	c.Keys = append(c.Keys, k)
	c.Values = append(c.Values, v)
}

// Param is the value of the parameter k, or "".
func (c *Context) Param(k string) string {
	c.hits++
	for i := range c.Keys {
		if c.Keys[i] == k {
			return c.Values[i]
		}
	}
	return ""
}

// Pattern is the route's pattern.
func (c *Context) Pattern() string { return "/" + strings.Join(c.Keys, "/") }

// Last is the value of the last parameter added, or "".
func (c *Context) Last() string {
	if len(c.Values) == 0 {
		return ""
	}
	return c.Values[len(c.Values)] // BUG: one past the end
}
