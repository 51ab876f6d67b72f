// Package stoptwicebug is stoptwice whose quit channel is made only by
// Start: Stop on a server never started closes a nil channel, a bug of
// the package (one Stop), found.
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
	if s.quit == nil {
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
