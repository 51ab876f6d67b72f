// Package errembed dials connections that a reader serves. A Conn that
// Dial returned with an error is nil: a program that wraps it in a
// reader of its own and serves that reader misuses the results of a
// failed call, as surely as one that reads it. No finding is wanted;
// errresbug is the bug side of the convention.
package errembed

import (
	"errors"
	"io"
	"sync"
	"time"
)

// Conn is a connection.
type Conn struct {
	mu     sync.Mutex
	closed bool
}

// Dial connects to addr, which must not be empty.
func Dial(addr string) (*Conn, error) {
	if addr == "" {
		return nil, errors.New("errembed: no address")
	}
	return &Conn{}, nil
}

// Read yields one byte until the Conn is closed.
func (c *Conn) Read(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed || len(p) == 0 {
		return 0, io.EOF
	}
	p[0] = 'x'
	return 1, nil
}

// Close closes the Conn.
func (c *Conn) Close() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.closed = true
	return nil
}

// Serve reads r on a goroutine of its own until it fails, a read every
// millisecond.
func Serve(r io.Reader) {
	go func() {
		buf := make([]byte, 4)
		for i := 0; i < 4; i++ {
			time.Sleep(time.Millisecond)
			if _, err := r.Read(buf); err != nil {
				return
			}
		}
	}()
}
