// Package options is a correct package whose constructor takes
// functional options of an unexported alias type (type option =
// func(*Server) error), as Go code writes them: the harness names the
// type the alias stands for, which it can write, not the alias, which it
// cannot. No finding is wanted.
package options

import "errors"

// Server serves with a name and a limit.
type Server struct {
	name  string
	limit int
}

type option = func(s *Server) error

// WithName names the server.
func WithName(name string) option {
	return func(s *Server) error {
		s.name = name
		return nil
	}
}

// WithLimit sets the server's limit, which is positive.
func WithLimit(n int) option {
	return func(s *Server) error {
		if n <= 0 {
			return errors.New("the limit is not positive")
		}
		s.limit = n
		return nil
	}
}

// New returns a server with the options, or the first error one
// returns.
func New(opts ...option) (*Server, error) {
	s := &Server{name: "server", limit: 1}
	for _, o := range opts {
		if o == nil {
			continue
		}
		if err := o(s); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// Name is the server's name.
func (s *Server) Name() string { return s.name }

// Limit is the server's limit.
func (s *Server) Limit() int { return s.limit }
