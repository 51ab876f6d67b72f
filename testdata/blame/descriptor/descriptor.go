// Package descriptor binds functions described by their signatures.
// Bind reads the NumIn and In of the Signatures added under the registry's lock: a
// signature whose In binds again, or counts, deadlocks, and none does,
// for In describes, as reflect.Type's In does of its parameters. The pair of descriptorbug.
package descriptor

import "sync"

// Signature describes the parameters of a function.
type Signature interface {
	NumIn() int
	In(i int) *Type
}

// Type names a type.
type Type struct{ Name string }

// Registry counts the types of the parameters bound.
type Registry struct {
	mu    sync.Mutex
	sigs  []Signature
	bound map[string]int
}

// New returns an empty registry.
func New() *Registry { return &Registry{bound: map[string]int{}} }

// Add keeps s, to be bound by Bind.
func (r *Registry) Add(s Signature) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.sigs = append(r.sigs, s)
}

// Bind records the types the signatures added take, and returns how many
// they took.
func (r *Registry) Bind() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	n := 0
	for _, s := range r.sigs {
		if s == nil {
			continue
		}
		for i := 0; i < min(s.NumIn(), 8); i++ {
			if t := s.In(i); t != nil {
				r.bound[t.Name]++
				n++
			}
		}
	}
	return n
}

// Count returns how many parameters of the type named name were bound.
func (r *Registry) Count(name string) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.bound[name]
}
