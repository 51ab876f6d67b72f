// Package optvisit parses words into a Registry while it holds its lock,
// asking a check handed in an option of the call whether to take each
// word: the check is handed to the call that runs it, a visitor, and
// nothing says it may call the Registry. A check that asks the Registry's
// Len deadlocks, which is suspicious at most: no user's check does.
package optvisit

import (
	"errors"
	"strings"
	"sync"
)

// Registry holds words.
type Registry struct {
	mu    sync.Mutex
	words []string
}

// New returns an empty Registry.
func New() *Registry { return &Registry{} }

// Option configures one Parse.
type Option interface{ option() }

type checkOpt struct{ fn func(string) error }

func (checkOpt) option() {}

// WithCheck makes Parse call fn for each word; a word fn returns an error
// for is rejected.
func WithCheck(fn func(string) error) Option { return checkOpt{fn} }

// Parse adds the space-separated words of text.
func (r *Registry) Parse(text string, opts ...Option) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	var check func(string) error
	for _, o := range opts {
		if c, ok := o.(checkOpt); ok {
			check = c.fn
		}
	}
	for _, w := range strings.Fields(text) {
		if w == "" {
			return errors.New("optvisit: empty word")
		}
		if check != nil {
			if err := check(w); err != nil {
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
