// Package litmethods has a Context made by NewContext, whose tests build
// one by hand only to ask its Pattern. A Context built by hand with keys
// and no values breaks Param, which NewContext and Add never allow: the
// program's misuse, and no finding is wanted. Its pair is
// litmethodsbug.
package litmethods

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
