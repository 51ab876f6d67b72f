// Package unstartedbug is unstarted with a bug: Push of no values
// leaves an empty list, which Pop indexes, started or not. Port of a
// server never started stays the caller's misuse.
package unstartedbug

import "strconv"

type listener struct{ port int }

// Server is a key-value server.
type Server struct {
	l    *listener
	data map[string][]string
}

// New makes a new, non-started, Server.
func New() *Server { return &Server{data: map[string][]string{}} }

// Start starts the server on a port of its own.
func (s *Server) Start() error {
	s.l = &listener{port: 6379}
	return nil
}

// Run makes a Server and starts it.
func Run() (*Server, error) {
	s := New()
	return s, s.Start()
}

// Port returns the port the server listens on.
func (s *Server) Port() string { return strconv.Itoa(s.l.port) }

// Push appends the values vs to the list at k.
func (s *Server) Push(k string, vs ...string) {
	if _, ok := s.data[k]; !ok {
		s.data[k] = []string{}
	}
	s.data[k] = append(s.data[k], vs...)
}

// Pop removes and returns the first value of the list at k, or "" if
// there is none.
func (s *Server) Pop(k string) string {
	l, ok := s.data[k]
	if !ok {
		return ""
	}
	s.data[k] = l[1:]
	return l[0]
}
