// Package errtarget has a registry whose Get returns a NotFoundError
// naming the registry it searched: an error value the package makes,
// which users get from it and look for with errors.As, and never build
// to call Error on, as they never build an fs.PathError with no Err.
// Keys' own read of the keys past their count is the one finding
// wanted. Its pair is errtarget.
package errtargetbug

import "fmt"

// Registry holds values by name.
type Registry struct {
	Name   string
	values map[string]int
}

// New returns an empty registry of the given name.
func New(name string) *Registry { return &Registry{Name: name, values: map[string]int{}} }

// Set sets the value of key.
func (r *Registry) Set(key string, v int) { r.values[key] = v }

// Get returns the value of key, or a NotFoundError.
func (r *Registry) Get(key string) (int, error) {
	v, ok := r.values[key]
	if !ok {
		return 0, NotFoundError{Registry: r, Key: key}
	}
	return v, nil
}

// NotFoundError is returned by Get for a key its registry does not hold.
type NotFoundError struct {
	Registry *Registry
	Key      string
}

func (e NotFoundError) Error() string {
	return fmt.Sprintf("%s: no key %q", e.Registry.Name, e.Key)
}

// Keys returns the first n keys of r, in no order, or all of them if it
// holds fewer.
func (r *Registry) Keys(n int) []string {
	keys := make([]string, 0, len(r.values))
	for k := range r.values {
		keys = append(keys, k)
	}
	return keys[:n]
}
