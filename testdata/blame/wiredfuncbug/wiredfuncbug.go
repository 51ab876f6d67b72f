// Package wiredfuncbug is wiredfunc with a hook: OnClose, which a user
// sets (New gives it one that does nothing), is called by Close with the
// server's lock held, and a hook that asks the server its Len waits for
// ever, the package's bug. Replacing Cancel, which New wires, stays the
// program's doing.
package wiredfuncbug

import (
	"context"
	"sync"
)

// Server serves requests until it is closed.
type Server struct {
	Ctx    context.Context
	Cancel context.CancelFunc
	// OnClose, if not nil, is called when the server closes.
	OnClose func()

	mu    sync.Mutex
	conns []string
}

// New returns a server.
func New() *Server {
	s := &Server{}
	s.Ctx, s.Cancel = context.WithCancel(context.Background())
	s.OnClose = nothing()
	return s
}

// nothing is the hook of a server that closes quietly.
func nothing() func() { return func() {} }

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
	if s.OnClose != nil {
		s.OnClose()
	}
	s.Cancel()
}
