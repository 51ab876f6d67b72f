// Package factory has registries of signing methods, each made by the
// factory registered for its name, which Get calls under the registry's
// read lock: a factory's role is to make a method, as a getter's is to
// answer, and one that registers another (and deadlocks) is the
// program's. No finding is wanted. Its pair is factorybug.
package factory

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
