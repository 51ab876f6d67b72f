// Package ctortest has types with constructors whose tests build them by
// hand, in ways no user can follow: a Sink only asserted to be an
// io.Writer, or wired up through its unexported fields; Options built
// for one setter although its doc says to use NewOptions. Their zero
// values panic; a program must build them with their constructors, and
// no finding is wanted. Its pair is ctortestbug.
package ctortest

import "strings"

// Sink counts the words written to it.
type Sink struct {
	words map[string]int
}

// NewSink returns an empty Sink.
func NewSink() *Sink { return &Sink{words: map[string]int{}} }

// Write counts the words of p.
func (s *Sink) Write(p []byte) (int, error) {
	for _, w := range strings.Fields(string(p)) {
		s.words[w]++
	}
	return len(p), nil
}

// Count is how often w was written.
func (s *Sink) Count(w string) int { return s.words[w] }

// Options configure a Sink. Create them using NewOptions: the defaults
// matter.
type Options struct {
	Name   string
	Limits *Limits
	set    bool
}

// Limits bound a Sink.
type Limits struct{ Max int }

// NewOptions returns the default options.
func NewOptions() *Options { return &Options{Limits: &Limits{Max: 8}} }

// SetName names the sink.
func (o *Options) SetName(n string) *Options {
	o.Name, o.set = n, true
	return o
}

// SetMax bounds the sink.
func (o *Options) SetMax(n int) *Options {
	o.Limits.Max = n
	return o
}
