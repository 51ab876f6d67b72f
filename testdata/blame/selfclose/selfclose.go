// Package selfclose serves what a Channel receives until it fails, then
// closes the Channel, holding its lock, from the goroutine Wait waits
// for. A Channel whose Close calls Wait (or Stop) on the Server that runs
// it waits for itself, as a task that waits for its own pool does: the
// program's doing. No finding is wanted.
package selfclose

import (
	"errors"
	"sync"
)

// A Channel carries messages.
type Channel interface {
	Recv() ([]byte, error)
	Send([]byte) error
	Close() error
}

// Server echoes what its Channel receives.
type Server struct {
	mu   sync.Mutex
	wg   sync.WaitGroup
	ch   Channel
	err  error
	sent int
}

// NewServer returns a Server that runs no Channel yet.
func NewServer() *Server { return &Server{} }

// Start runs s on ch, in a goroutine of its own, until ch fails or Stop.
func (s *Server) Start(ch Channel) *Server {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ch != nil {
		return s
	}
	s.ch = ch
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		for {
			msg, err := ch.Recv()
			if err == nil {
				err = ch.Send(msg)
			}
			if err != nil {
				s.mu.Lock()
				s.stopLocked(err)
				s.mu.Unlock()
				return
			}
			s.mu.Lock()
			s.sent++
			stopped := s.ch == nil
			s.mu.Unlock()
			if stopped {
				return
			}
		}
	}()
	return s
}

func (s *Server) stopLocked(err error) {
	if s.ch == nil {
		return
	}
	s.ch.Close()
	s.ch, s.err = nil, err
}

// Stop stops s.
func (s *Server) Stop() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.stopLocked(errors.New("selfclose: stopped"))
}

// Wait blocks until s stops, and returns why.
func (s *Server) Wait() error {
	s.wg.Wait()
	return s.err
}

// Sent is how many messages s sent.
func (s *Server) Sent() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.sent
}
