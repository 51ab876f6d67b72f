// Package hashoptbug is hashopt with a hook: AddVertex tells OnAdd of
// each new vertex under the set's lock, and a hook that reads the set
// (Len) deadlocks: the package's bug.
package hashoptbug

import (
	"fmt"
	"sync"
)

// Options configure a Set.
type Options struct {
	// HashFunc gives a vertex's identity.
	HashFunc func(v any) any
	// OnAdd is told of each vertex added.
	OnAdd func(v any)
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
	s.opts.OnAdd = o.OnAdd
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
	if s.opts.OnAdd != nil {
		s.opts.OnAdd(v)
	}
	return true
}

// Len is the number of vertices.
func (s *Set) Len() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.ids)
}
