// Package stoptwice has a server whose Stop closes a channel, which a
// second Stop closes again. Its doc does not say Stop may be called
// again, and by io.Closer's convention a second Close, Stop or Shutdown
// is undefined: no finding is wanted. Its pair is stoptwicebug, whose first Stop fails
// on a server started at once.
package stoptwice

// Server serves until it is stopped.
type Server struct {
	quit  chan struct{}
	count int
}

// NewServer returns a server ready to Serve.
func NewServer() *Server { return &Server{quit: make(chan struct{})} }

// Handle counts a request.
func (s *Server) Handle() int {
	s.count++
	return s.count
}

// Stop stops the server.
func (s *Server) Stop() { close(s.quit) }

// Stopped reports whether Stop was called.
func (s *Server) Stopped() bool {
	select {
	case <-s.quit:
		return true
	default:
		return false
	}
}
