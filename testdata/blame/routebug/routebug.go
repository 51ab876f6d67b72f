// Package routebug is route whose Handle reads the byte after the "/"
// of every pattern, the root's "/" too: the package's bug, found.
package routebug

import (
	"net/http"
	"strings"
)

// Router serves each request by the handler of the longest pattern
// that is a prefix of its path.
type Router struct {
	first    map[byte][]string // the patterns by the byte after their "/"
	handlers map[string]http.Handler
}

// NewRouter returns a router with no routes.
func NewRouter() *Router {
	return &Router{first: map[byte][]string{}, handlers: map[string]http.Handler{}}
}

// Handle serves the paths under pattern by h.
func (r *Router) Handle(pattern string, h http.Handler) {
	b := pattern[1]        // the bug: the root pattern "/" has no byte after it
	if pattern[0] != '/' { // a pattern begins with "/"
		pattern = "/" + pattern
	}
	r.first[b] = append(r.first[b], pattern)
	r.handlers[pattern] = h
}

// Base returns the path the router's routes are under: "" for the
// root, which a pattern then begins with "/" after.
func (r *Router) Base() string { return "" }

// Len is the number of patterns.
func (r *Router) Len() int { return len(r.handlers) }

// ServeHTTP serves req by its route's handler, or 404.
func (r *Router) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	best := ""
	for _, ps := range r.first {
		for _, p := range ps {
			if strings.HasPrefix(req.URL.Path, p) && len(p) > len(best) {
				best = p
			}
		}
	}
	if h := r.handlers[best]; h != nil {
		h.ServeHTTP(w, req)
		return
	}
	http.NotFound(w, req)
}
