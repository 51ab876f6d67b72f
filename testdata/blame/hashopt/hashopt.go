// Package hashopt keeps a set of vertices identified by a hash function
// its Options name HashFunc, which AddVertex calls under the set's lock.
// A hash answers: one that adds vertices while it is asked is no user's
// code. No finding is wanted. Its pair is hashoptbug, whose OnAdd hook,
// called under the lock too, acts.
package hashopt

import (
	"fmt"
	"sync"
)

// Options configure a Set.
type Options struct {
	// HashFunc gives a vertex's identity.
	HashFunc func(v any) any
}

// Set is a set of vertices, safe for concurrent use.
type Set struct {
	mu   sync.Mutex
	opts Options
	ids  map[any]any
}

// New returns an empty set.
func New() *Set {
	return &Set{ids: map[any]any{}, opts: Options{HashFunc: func(v any) any { return fmt.Sprint(v) }}}
}

// SetOptions replaces the set's options.
func (s *Set) SetOptions(o Options) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if o.HashFunc != nil {
		s.opts.HashFunc = o.HashFunc
	}
}

// AddVertex adds v, and reports whether it was new.
func (s *Set) AddVertex(v any) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	id := s.opts.HashFunc(v)
	if _, ok := s.ids[id]; ok {
		return false
	}
	s.ids[id] = v
	return true
}

// Len is the number of vertices.
func (s *Set) Len() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.ids)
}
