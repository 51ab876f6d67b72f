// Package internaluse exposes a type of its internal package in an
// exported signature: code outside the module cannot import it.
package internaluse

import "example.com/internaluse/internal/stats"

// Store holds strings.
type Store struct {
	m map[string]string
	c stats.Counts
}

// NewStore returns an empty store.
func NewStore() *Store { return &Store{m: map[string]string{}} }

// Put stores v under k.
func (s *Store) Put(k, v string) { s.m[k] = v }

// Get returns what is stored under k.
func (s *Store) Get(k string) string {
	v, ok := s.m[k]
	if ok {
		s.c.Hits++
	} else {
		s.c.Misses++
	}
	return v
}

// Stats returns the counts, of the internal type.
func (s *Store) Stats() stats.Counts { return s.c }
