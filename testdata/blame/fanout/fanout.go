// Package fanout hands values to sinks, alone or through a Fanout of
// them. Three misuses end in a send on, or a close of, a closed channel:
// a Fanout holding one sink twice, closed (each place is closed once); a
// Fanout used after one of its sinks was closed (Close ends a sink's
// use); and any sink used after Shutdown, which its doc reserves for the
// moment before the program exits. No finding is wanted. Its pair is
// fanoutbug, whose Peek fails on an empty sink.
package fanout

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
