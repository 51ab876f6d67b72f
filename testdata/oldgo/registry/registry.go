// Package registry keeps named values and tells its listeners of every
// change. Its go.mod says go 1.15: no any, no generics.
package registry

// Listener is told of each change.
type Listener interface {
	Changed(key string, value interface{})
}

// Registry maps keys to values.
type Registry struct {
	values    map[string]interface{}
	listeners []Listener
}

// New returns an empty registry.
func New() *Registry {
	return &Registry{values: map[string]interface{}{}}
}

// Listen adds l to the listeners.
func (r *Registry) Listen(l Listener) {
	r.listeners = append(r.listeners, l)
}

// Unlisten removes l from the listeners; a listener may call it from
// Changed.
func (r *Registry) Unlisten(l Listener) {
	for i, x := range r.listeners {
		if x == l {
			r.listeners = append(r.listeners[:i], r.listeners[i+1:]...)
			return
		}
	}
}

// Set sets key to value and tells every listener.
func (r *Registry) Set(key string, value interface{}) {
	r.values[key] = value
	n := len(r.listeners)
	for i := 0; i < n; i++ {
		r.listeners[i].Changed(key, value) // BUG: a listener that unlistens shortens the slice under the loop
	}
}

// Get returns key's value and whether it is set.
func (r *Registry) Get(key string) (interface{}, bool) {
	v, ok := r.values[key]
	return v, ok
}
