// Package optvisitbug is optvisit with the check kept: Use takes it in an
// option and the Registry calls it on every later Parse, holding its lock. A
// check that asks the Registry's Len deadlocks, the package's bug.
package optvisitbug

import (
	"strings"
	"sync"
)

// Registry holds words.
type Registry struct {
	mu    sync.Mutex
	words []string
	check func(string) error
}

// Option configures a Registry.
type Option interface{ option() }

type checkOpt struct{ fn func(string) error }

func (checkOpt) option() {}

// WithCheck makes the Registry call fn for each word it parses; a word fn
// returns an error for is rejected.
func WithCheck(fn func(string) error) Option { return checkOpt{fn} }

// New returns an empty Registry.
func New() *Registry { return &Registry{} }

// Use applies opts to every later Parse.
func (r *Registry) Use(opts ...Option) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, o := range opts {
		if c, ok := o.(checkOpt); ok {
			r.check = c.fn
		}
	}
}

// Parse adds the space-separated words of text.
func (r *Registry) Parse(text string) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, w := range strings.Fields(text) {
		if r.check != nil {
			if err := r.check(w); err != nil {
				return err
			}
		}
		r.words = append(r.words, w)
	}
	return nil
}

// Len is how many words the Registry holds.
func (r *Registry) Len() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.words)
}
