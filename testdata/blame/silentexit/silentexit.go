// Package silentexit is a server whose Run gives up when it cannot
// listen, having logged why to stdout, and whose Check gives up on an
// error after logging it through a logger that may be unset: the
// harness sees no words on stderr, yet the end is the package's design,
// written in its code. No finding is wanted. Its pair is silentexitbug.
package silentexit

import (
	"errors"
	"log"
	"os"
	"strings"
)

// Logger logs a line.
type Logger interface {
	Printf(format string, args ...any)
}

// Server serves on an address.
type Server struct {
	Logger Logger
	log    *log.Logger
	addr   string
}

// New returns a server that logs to stdout.
func New() *Server { return &Server{log: log.New(os.Stdout, "[server] ", 0)} }

// Run listens on addr, of the form host:port.
func (s *Server) Run(addr string) {
	if !strings.Contains(addr, ":") {
		s.log.Fatalln("missing port in address", addr)
	}
	s.addr = addr
}

// Check makes checking errors easy.
func (s *Server) Check(err error) {
	if err != nil {
		if s.Logger != nil {
			s.Logger.Printf("Check: %v\n", err)
		}
		os.Exit(1)
	}
}

// Addr returns the address the server listens on.
func (s *Server) Addr() (string, error) {
	if s.addr == "" {
		return "", errors.New("silentexit: not running")
	}
	return s.addr, nil
}
