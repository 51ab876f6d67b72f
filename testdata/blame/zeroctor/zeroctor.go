// Package zeroctor has a type with a constructor and exported fields: its
// zero value is not meant to be used (its doc does not say so, and its
// tests never build one), so a program must not build it by hand. No
// finding is wanted. Its pair is zerodoc.
package zeroctor

// Registry counts names. Make one with NewRegistry.
type Registry struct {
	Counts map[string]int
	Limit  int
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry { return &Registry{Counts: map[string]int{}, Limit: 10} }

// Add counts name once more.
func (r *Registry) Add(name string) { r.Counts[name]++ }

// Count is how often name was added.
func (r *Registry) Count(name string) int { return r.Counts[name] }
