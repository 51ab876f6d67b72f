// Package ctortestbug is ctortest with a bug its constructors' values
// reach: Count of a word never written panics. Its pair is ctortest.
package ctortestbug

import "strings"

// Sink counts the words written to it.
type Sink struct {
	words map[string]int
	order []string
}

// NewSink returns an empty Sink.
func NewSink() *Sink { return &Sink{words: map[string]int{}} }

// Write counts the words of p.
func (s *Sink) Write(p []byte) (int, error) {
	for _, w := range strings.Fields(string(p)) {
		if s.words[w] == 0 {
			s.order = append(s.order, w)
		}
		s.words[w]++
	}
	return len(p), nil
}

// First is the first word written, or "".
func (s *Sink) First() string {
	return s.order[0] // BUG: panics on an empty Sink
}

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
