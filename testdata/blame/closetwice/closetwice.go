// Package closetwice fails on a second Close, which io.Closer leaves
// undefined: a program that closes twice misuses it. No finding is
// wanted. Its pair is closebug.
package closetwice

// Conn is a connection.
type Conn struct{ done chan struct{} }

// Open returns an open connection.
func Open() *Conn { return &Conn{done: make(chan struct{})} }

// Close closes the connection.
func (c *Conn) Close() error {
	close(c.done)
	return nil
}

// Closed reports whether Close was called.
func (c *Conn) Closed() bool {
	select {
	case <-c.done:
		return true
	default:
		return false
	}
}
