// Package wired has a Server that New makes with its logger; the tests
// build a zero one only to wire it into a context of the package's, a
// benchmark's shortcut, which says nothing of how users make one: a
// Server built by hand has no logger, the program's misuse. No finding.
// Its pair is wiredbug.
package wired

import "strings"

// Logger collects lines.
type Logger struct{ lines []string }

// Server answers requests and logs them.
type Server struct {
	Name string
	log  *Logger
}

// New returns a Server of the given name.
func New(name string) *Server { return &Server{Name: name, log: &Logger{}} }

// Serve answers req and logs it.
func (s *Server) Serve(req string) string {
	s.log.lines = append(s.log.lines, req)
	return strings.ToUpper(req)
}

// Logged is the number of requests logged.
func (s *Server) Logged() int { return len(s.log.lines) }

type context struct{ srv *Server }

func (c *context) name() string { return c.srv.Name }
