// Package sinkwordbug counts what it writes to a Sink, an interface with
// io.Writer's Write: a synthesized Sink whose Write says it wrote more
// than it was given breaks io.Writer's contract, and the Counter that
// passes its count on is not to blame; Lines's Write, which counts the
// newline it adds as written from p, is found. Its pair is sinkword.
package sinkwordbug

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

// Lines writes to a Sink, a newline after each write.
type Lines struct{ sink Sink }

// NewLines returns a Lines that writes to s.
func NewLines(s Sink) *Lines { return &Lines{sink: s} }

// Write writes p and a newline to the sink.
func (l *Lines) Write(p []byte) (int, error) {
	return l.sink.Write(append(p[:len(p):len(p)], '\n')) // the bug: n counts the newline, which is not in p
}
