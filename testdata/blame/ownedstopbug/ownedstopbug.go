// Package ownedstopbug is a registry of sinks that share the registry's
// queue. The Shutdown of one sink closes the shared queue, so a sibling
// sink no one shut down fails at its next Add: the package's bug,
// whichever other sink the program shut down.
package ownedstopbug

// Registry hands out sinks over one queue.
type Registry struct {
	queue  chan int
	sinks  []*Sink
	closed bool
}

// NewRegistry returns a registry whose queue holds up to n samples.
func NewRegistry(n int) *Registry {
	if n < 1 {
		n = 1
	}
	return &Registry{queue: make(chan int, n)}
}

// Sink returns a new sink over the registry's queue.
func (r *Registry) Sink() *Sink {
	s := &Sink{reg: r}
	r.sinks = append(r.sinks, s)
	return s
}

// Sink takes samples into its registry's queue.
type Sink struct {
	reg  *Registry
	done bool
}

// Add queues v, or drops it when the queue is full.
func (s *Sink) Add(v int) {
	if s.done {
		return
	}
	select {
	case s.reg.queue <- v:
	default:
	}
}

// Shutdown ends the sink's use.
func (s *Sink) Shutdown() {
	s.done = true
	if !s.reg.closed {
		s.reg.closed = true
		close(s.reg.queue)
	}
}
