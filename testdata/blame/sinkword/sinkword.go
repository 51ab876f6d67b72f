// Package sinkword counts what it writes to a Sink, an interface with
// io.Writer's Write: a synthesized Sink whose Write says it wrote more
// than it was given breaks io.Writer's contract, and the Counter that
// passes its count on is not to blame. No finding. Its pair is
// sinkwordbug.
package sinkword

import "io"

var _ io.Writer = (*Counter)(nil)

// Sink takes bytes and can be flushed.
type Sink interface {
	Write(p []byte) (int, error)
	Flush() error
}

// Counter writes to a Sink and counts the bytes written.
type Counter struct {
	sink  Sink
	total int
}

// NewCounter returns a Counter that writes to s.
func NewCounter(s Sink) *Counter { return &Counter{sink: s} }

// Write writes p to the sink.
func (c *Counter) Write(p []byte) (int, error) {
	n, err := c.sink.Write(p)
	c.total += n
	return n, err
}

// Total is how many bytes were written.
func (c *Counter) Total() int { return c.total }
