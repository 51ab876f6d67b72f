// Package heldlockbug is a spinner that calls its OnChange hook while
// it holds its own lock: a hook that asks the spinner anything waits for
// the lock Reverse holds. That deadlock is the package's bug; Lock and
// Unlock are a caller's way to change several settings as one.
package heldlockbug

import (
	"slices"
	"sync"
)

// Spinner spins through its frames.
type Spinner struct {
	mu       sync.Mutex
	frames   []string
	onChange func(*Spinner)
}

// New returns a spinner over frames that calls onChange after each
// change.
func New(frames []string, onChange func(*Spinner)) *Spinner {
	return &Spinner{frames: frames, onChange: onChange}
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
	if s.onChange != nil {
		s.onChange(s)
	}
}

// Frames returns how many frames the spinner has.
func (s *Spinner) Frames() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.frames)
}
