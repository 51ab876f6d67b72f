// Package twophase makes its servers in two phases, as its NewServer
// shows: MakeServer allocates one, and Construct completes it with its
// options. A server MakeServer made and nothing completed has no
// options yet; a program that uses it so uses it as the package never
// does. No finding is wanted; its pair is twophasebug.
package twophase

// Options are a server's options.
type Options struct {
	Name  string
	Limit int
}

// Server serves named rooms.
type Server struct {
	opts  *Options
	rooms map[string]int
}

// MakeServer allocates a server.
func MakeServer() *Server { return &Server{rooms: map[string]int{}} }

// Construct sets the server's options.
func (s *Server) Construct(opts *Options) {
	if opts == nil {
		opts = &Options{}
	}
	if opts.Limit < 1 {
		opts.Limit = 1
	}
	s.opts = opts
}

// NewServer returns a server with the options opts.
func NewServer(opts *Options) *Server {
	s := MakeServer()
	s.Construct(opts)
	return s
}

// Join adds one to the named room, up to the server's limit, and
// returns how many are in it.
func (s *Server) Join(room string) int {
	if s.rooms[room] < s.opts.Limit {
		s.rooms[room]++
	}
	return s.rooms[room]
}

// Name returns the server's name.
func (s *Server) Name() string { return s.opts.Name }
