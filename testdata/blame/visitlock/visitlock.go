// Package visitlock reads a Store's contents from a reader while it holds
// its lock: the reader is handed to the call that reads it, a visitor,
// and nothing says it may call the Store. A reader that asks the Store's
// Len deadlocks, which is suspicious at most: no user's reader does.
package visitlock

import (
	"io"
	"sync"
)

// Store holds bytes.
type Store struct {
	mu   sync.Mutex
	data []byte
}

// New returns an empty Store.
func New() *Store { return &Store{} }

// Load appends what r yields until io.EOF.
func (s *Store) Load(r io.Reader) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	buf := make([]byte, 16)
	for {
		n, err := r.Read(buf)
		s.data = append(s.data, buf[:n]...)
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
