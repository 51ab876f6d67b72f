// Package cyclebug is cycle with a bug of its own: Smallest takes the
// first of no names on an empty Map, whatever the maps link.
package cyclebug

import (
	"sort"
	"strings"
)

// Map names the maps linked in it.
type Map struct{ m map[string]*Map }

// New returns an empty Map.
func New() *Map { return &Map{m: map[string]*Map{}} }

// Link links child under the name k.
func (m *Map) Link(k string, child *Map) { m.m[k] = child }

// String prints the map, and the maps linked in it, sorted by name.
func (m *Map) String() string {
	keys := make([]string, 0, len(m.m))
	for k := range m.m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	b.WriteString("{")
	for i, k := range keys {
		if i > 0 {
			b.WriteString(" ")
		}
		b.WriteString(k + ":" + m.m[k].String())
	}
	b.WriteString("}")
	return b.String()
}

// Smallest is the smallest name.
func (m *Map) Smallest() string {
	keys := make([]string, 0, len(m.m))
	for k := range m.m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys[0]
}

// Handler serves a request, given as a depth.
type Handler interface {
	Serve(depth int) int
}

// Mux serves with a handler its middleware wrap.
type Mux struct {
	h  Handler
	mw []func(Handler) Handler
}

// NewMux returns a Mux that serves with h.
func NewMux(h Handler) *Mux { return &Mux{h: h} }

// Use adds a middleware around the Mux's handler.
func (x *Mux) Use(mw func(Handler) Handler) { x.mw = append(x.mw, mw) }

// Serve serves with the handler wrapped by the middleware, the first
// outermost.
func (x *Mux) Serve(depth int) int {
	h := x.h
	for i := len(x.mw) - 1; i >= 0; i-- {
		h = x.mw[i](h)
	}
	if h == nil {
		return depth
	}
	return h.Serve(depth + 1)
}
