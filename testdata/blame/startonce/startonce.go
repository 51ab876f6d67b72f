// Package startonce has a Server whose Start, "Start starts the
// server", closes the channel it was made with to say it has started: a
// second Start is the program's misuse, as os/exec's Cmd.Start twice is.
// No finding is wanted. The bug side is stoponcebug's, a method's own
// failure after the once-only call.
package startonce

// Server serves once started.
type Server struct {
	started chan struct{}
	n       int
}

// New returns a server that is not started.
func New() *Server { return &Server{started: make(chan struct{})} }

// Start starts the server.
func (s *Server) Start() {
	close(s.started)
	s.n++
}

// Started is how many times the server started.
func (s *Server) Started() int { return s.n }
