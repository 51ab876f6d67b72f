// Package visitlockbug is visitlock with a hook: the Store keeps a
// function it calls on every change, holding its lock. A hook that asks
// the Store's Len deadlocks, the package's bug.
package visitlockbug

import (
	"io"
	"sync"
)

// Store holds bytes.
type Store struct {
	mu       sync.Mutex
	data     []byte
	onChange func()
}

// New returns an empty Store.
func New() *Store { return &Store{} }

// OnChange makes f run after every change of the Store.
func (s *Store) OnChange(f func()) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.onChange = f
}

// Load appends what r yields until io.EOF.
func (s *Store) Load(r io.Reader) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	buf := make([]byte, 16)
	for {
		n, err := r.Read(buf)
		s.data = append(s.data, buf[:n]...)
		if n > 0 && s.onChange != nil {
			s.onChange() // BUG: called with the lock held
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

// Len is how many bytes the Store holds.
func (s *Store) Len() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.data)
}
