// Package selfclosebug is selfclose with a hook: the Server calls the
// function OnStop kept when it stops, holding its lock. A hook that asks
// the Server's Sent deadlocks, the package's bug; a Channel that calls the
// Server stays the program's doing.
package selfclosebug

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
	mu     sync.Mutex
	wg     sync.WaitGroup
	ch     Channel
	err    error
	sent   int
	onStop func()
}

// OnStop makes s call f each time it stops.
func (s *Server) OnStop(f func()) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.onStop = f
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
	if s.onStop != nil {
		s.onStop()
	}
}

// Stop stops s.
func (s *Server) Stop() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.stopLocked(errors.New("selfclosebug: stopped"))
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
