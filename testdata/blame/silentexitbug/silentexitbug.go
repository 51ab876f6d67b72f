// Package silentexitbug is silentexit with a Stop that gives up without
// a word when the server is not running: Run's end is its design (it
// logs why), Stop's is a library ending its caller's program, a crash
// (SPEC). Found.
package silentexitbug

import (
	"log"
	"os"
	"strings"
)

// Server serves on an address.
type Server struct {
	log  *log.Logger
	addr string
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

// Stop stops the server.
func (s *Server) Stop() {
	if s.addr == "" {
		os.Exit(2) // BUG: a library must not end its caller's process
	}
	s.addr = ""
}
