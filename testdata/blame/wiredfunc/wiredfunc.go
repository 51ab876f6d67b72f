// Package wiredfunc has a Server whose exported Cancel func New sets
// from context.WithCancel: the package's own wiring, which Close calls
// with the server's lock held. A program that replaces Cancel with a
// function that asks the server its Len waits for that lock for ever:
// its own doing, no hook of the package's. No finding. Its pair is
// wiredfuncbug.
package wiredfunc

import (
	"context"
	"sync"
)

// Server serves requests until it is closed.
type Server struct {
	Ctx    context.Context
	Cancel context.CancelFunc

	mu    sync.Mutex
	conns []string
}

// New returns a server.
func New() *Server {
	s := &Server{}
	s.Ctx, s.Cancel = context.WithCancel(context.Background())
	return s
}

// Accept adds a connection from addr.
func (s *Server) Accept(addr string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.conns = append(s.conns, addr)
}

// Len returns the number of connections.
func (s *Server) Len() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.conns)
}

// Close drops every connection and cancels the server's context.
func (s *Server) Close() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.conns = nil
	s.Cancel()
}
