// Package twophasebug is twophase, whose Leave of a room no one joined
// reads a room list that is not there: its own bug, found on a server
// made either way. The pair of twophase.
package twophasebug

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

// Leave removes one from the named room and returns the first room
// still occupied, or "".
func (s *Server) Leave(room string) string {
	s.rooms[room]--
	var names []string
	for r, n := range s.rooms {
		if n > 0 {
			names = append(names, r)
		}
	}
	return names[0] // BUG: no room may be occupied
}
