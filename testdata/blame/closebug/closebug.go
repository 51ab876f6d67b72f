// Package closebug is closetwice with a bug of its own: the first Close
// closes a channel that Open never made. hogen must find it.
package closebug

// Conn is a connection.
type Conn struct{ done, stop chan struct{} }

// Open returns an open connection.
func Open() *Conn { return &Conn{done: make(chan struct{})} } // the bug: no stop channel

// Close closes the connection.
func (c *Conn) Close() error {
	close(c.done)
	close(c.stop)
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
