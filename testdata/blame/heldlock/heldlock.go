// Package heldlock is a spinner whose Lock and Unlock let a caller
// change several of its settings as one. Its other methods take the
// same lock: a program that holds it and calls them, from its top level
// or from a function the package runs, waits for itself, as with any
// sync.Mutex. That deadlock is the program's doing.
package heldlock

import (
	"slices"
	"sync"
)

// Spinner spins through its frames.
type Spinner struct {
	mu     sync.Mutex
	frames []string
}

// New returns a spinner over frames, with the options applied in turn.
func New(frames []string, opts ...func(*Spinner)) *Spinner {
	s := &Spinner{frames: frames}
	for _, o := range opts {
		if o != nil {
			o(s)
		}
	}
	return s
}

// Lock locks the spinner's settings.
func (s *Spinner) Lock() { s.mu.Lock() }

// Unlock unlocks the spinner's settings.
func (s *Spinner) Unlock() { s.mu.Unlock() }

// Reverse reverses the order of the frames.
func (s *Spinner) Reverse() {
	s.mu.Lock()
	defer s.mu.Unlock()
	slices.Reverse(s.frames)
}

// Frames returns how many frames the spinner has.
func (s *Spinner) Frames() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.frames)
}
