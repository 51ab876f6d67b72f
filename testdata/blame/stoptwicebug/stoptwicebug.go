// Package stoptwicebug is stoptwice whose quit channel is made only by
// a Start that has handled a request: a server started at once and
// stopped closes a nil channel, a bug of the package (one Stop, after
// Start), found.
package stoptwicebug

// Server serves until it is stopped.
type Server struct {
	quit  chan struct{}
	count int
}

// NewServer returns a server; Start starts it.
func NewServer() *Server { return &Server{} }

// Start starts the server.
func (s *Server) Start() {
	if s.quit == nil && s.count > 0 { // the bug: a new server has a run too
		s.quit = make(chan struct{})
	}
}

// Handle counts a request.
func (s *Server) Handle() int {
	s.count++
	return s.count
}

// Stop stops the server.
func (s *Server) Stop() { close(s.quit) }
