// Package panictest has a signal made by NewSignal; its tests build a
// zero Signal only to see Emit refuse it, in a test that wants a panic.
// That is no use of a zero Signal: a program does not build one (the
// old binary did, and spent a fifth of its programs on Emit's refusal),
// and no finding is wanted. Its pair is panictestbug, whose
// RemoveListener fails on the last key.
package panictest

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
