// Package panictestbug is panictest whose RemoveListener reads one key
// past the one it removes: removing the last fails. The package's bug,
// found.
package panictestbug

// Signal calls its listeners, by key.
type Signal[T any] struct {
	keys      []string
	listeners map[string]func(T)
}

// NewSignal returns a signal with no listener.
func NewSignal[T any]() *Signal[T] { return &Signal[T]{listeners: map[string]func(T){}} }

// AddListener adds f under key.
func (s *Signal[T]) AddListener(key string, f func(T)) {
	if _, ok := s.listeners[key]; !ok {
		s.keys = append(s.keys, key)
	}
	s.listeners[key] = f
}

// RemoveListener removes the listener of key.
func (s *Signal[T]) RemoveListener(key string) {
	for i, k := range s.keys {
		if k == key {
			s.keys = append(s.keys[:i], s.keys[i+1:]...)
			_ = s.keys[i] // the bug: past the end when the last key goes
			delete(s.listeners, key)
			return
		}
	}
}

// Emit calls every listener with v, in the order they were added.
func (s *Signal[T]) Emit(v T) {
	if s.listeners == nil {
		panic("panictest: a Signal must be made by NewSignal")
	}
	for _, k := range s.keys {
		if f := s.listeners[k]; f != nil {
			f(v)
		}
	}
}

// Len is the number of listeners.
func (s *Signal[T]) Len() int { return len(s.keys) }
