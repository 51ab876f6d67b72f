// Package factorybug is factory with a bug: Algs, which lists the names
// registered, reads one past them, the package's bug, found; a factory
// that registers another under Get's lock is still the program's.
// Its pair is factory.
package factorybug

import "sync"

// Method signs.
type Method interface {
	Alg() string
}

type hmac struct{ alg string }

func (h hmac) Alg() string { return h.alg }

// HMAC returns the HMAC method of the given name.
func HMAC(alg string) Method { return hmac{alg} }

// Registry holds the factories of methods by name.
type Registry struct {
	mu      sync.RWMutex
	methods map[string]func() Method
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry { return &Registry{methods: map[string]func() Method{}} }

// Register registers the factory f of the method named alg.
func (r *Registry) Register(alg string, f func() Method) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.methods[alg] = f
}

// Get returns a new method named alg, or nil.
func (r *Registry) Get(alg string) Method {
	r.mu.RLock()
	defer r.mu.RUnlock()
	if f, ok := r.methods[alg]; ok {
		return f()
	}
	return nil
}

// Algs lists the names registered, in no order.
func (r *Registry) Algs() []string {
	r.mu.RLock()
	defer r.mu.RUnlock()
	out := make([]string, 0, len(r.methods))
	for alg := range r.methods {
		out = append(out, alg)
	}
	return out[:len(out)+1]
}
