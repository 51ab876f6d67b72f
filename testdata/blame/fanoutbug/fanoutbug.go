// Package fanoutbug is fanout with a Peek that takes the oldest value
// without asking whether there is one, and so fails on an empty sink:
// the package's bug, to be found. The three misuses of fanout are still
// the program's.
package fanoutbug

import "sync"

// Sink holds values.
type Sink struct{ ch chan int }

var (
	mu  sync.Mutex
	all []*Sink
)

// NewSink returns an empty sink that holds up to 16 values.
func NewSink() *Sink {
	s := &Sink{ch: make(chan int, 16)}
	mu.Lock()
	all = append(all, s)
	mu.Unlock()
	return s
}

// Put adds v, unless the sink is full.
func (s *Sink) Put(v int) {
	select {
	case s.ch <- v:
	default:
	}
}

// Len is how many values the sink holds.
func (s *Sink) Len() int { return len(s.ch) }

// Close ends the sink's use: it must not be used after Close.
func (s *Sink) Close() { close(s.ch) }

// Fanout puts each value into all its sinks.
type Fanout []*Sink

// Put adds v to every sink.
func (f Fanout) Put(v int) {
	for _, s := range f {
		s.Put(v)
	}
}

// Close closes every sink.
func (f Fanout) Close() {
	for _, s := range f {
		s.Close()
	}
}

// Shutdown closes every sink there is. This is intended for use
// immediately prior to program exit.
func Shutdown() {
	mu.Lock()
	defer mu.Unlock()
	for _, s := range all {
		s.Close()
	}
	all = nil
}

// Peek returns the oldest value, which stays in the sink, or 0 when the
// sink is empty.
func (s *Sink) Peek() int {
	vals := make([]int, 0, len(s.ch))
	for len(s.ch) > 0 {
		vals = append(vals, <-s.ch)
	}
	for _, v := range vals {
		s.ch <- v
	}
	return vals[0] // the bug: an empty sink has none
}
