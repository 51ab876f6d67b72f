// Package runloopbug's Client.Connect dials until its server answers, then
// serves the server's messages until the connection ends: a run loop.
// Its test runs it once, in a go statement, and never calls it
// otherwise; a program that calls it and waits has only itself to
// blame when it never returns (batch 62: a network client's Connect).
// The pair of runloop; its Last has a bug of its own, which is found.
package runloopbug

import "sync"

// Server hands out connections.
type Server struct {
	mu    sync.Mutex
	conns []chan string
}

// NewServer returns a server.
func NewServer() *Server { return &Server{} }

// Send sends msg to every connected client.
func (s *Server) Send(msg string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, c := range s.conns {
		select {
		case c <- msg:
		default:
		}
	}
}

// accept connects a client, if the server is up.
func (s *Server) accept() chan string {
	s.mu.Lock()
	defer s.mu.Unlock()
	c := make(chan string, 8)
	s.conns = append(s.conns, c)
	return c
}

// Client receives what its server sends.
type Client struct {
	srv *Server
	mu  sync.Mutex
	got []string
}

// NewClient returns a client of srv, or of no server if srv is nil.
func NewClient(srv *Server) *Client { return &Client{srv: srv} }

// Connect dials the server until it answers, then serves its messages
// until the connection ends.
func (c *Client) Connect() {
	var conn chan string
	for conn == nil {
		if c.srv != nil {
			conn = c.srv.accept()
		}
	}
	for {
		msg, ok := <-conn
		if !ok {
			return
		}
		c.mu.Lock()
		c.got = append(c.got, msg)
		c.mu.Unlock()
	}
}

// Got returns the messages received.
func (c *Client) Got() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]string(nil), c.got...)
}

// Last returns the last message received, or "". BUG: with none, it
// indexes an empty slice.
func (c *Client) Last() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.got == nil && c.srv == nil {
		return ""
	}
	return c.got[len(c.got)-1]
}
