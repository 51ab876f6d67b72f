// Package ownedstop is a metrics front end over sinks. A Metrics is
// made over a sink, and its Shutdown shuts the sink down with it: a
// sink whose owner a program shut down takes no more samples, as a
// listener http.Server.Shutdown closed takes no more connections.
// A fan-out sends to each of its sinks and shuts each down once.
package ownedstop

// Sink takes samples.
type Sink interface {
	// Add takes one sample.
	Add(v int)
	// Shutdown flushes the sink and ends its use.
	Shutdown()
}

// QueueSink queues samples for a flusher.
type QueueSink struct {
	queue chan int
}

// NewQueueSink returns a sink that queues up to n samples.
func NewQueueSink(n int) *QueueSink {
	if n < 1 {
		n = 1
	}
	return &QueueSink{queue: make(chan int, n)}
}

// Add queues v, or drops it when the queue is full.
func (s *QueueSink) Add(v int) {
	select {
	case s.queue <- v:
	default:
	}
}

// Shutdown ends the sink's use.
func (s *QueueSink) Shutdown() { close(s.queue) }

// Metrics sends samples to its sink.
type Metrics struct {
	sink Sink
}

// New returns metrics that send to sink.
func New(sink Sink) *Metrics { return &Metrics{sink: sink} }

// Add sends v to the sink.
func (m *Metrics) Add(v int) { m.sink.Add(v) }

// Shutdown shuts the sink down.
func (m *Metrics) Shutdown() { m.sink.Shutdown() }

// Fanout sends each sample to each of its sinks.
type Fanout []Sink

// Add sends v to each sink.
func (f Fanout) Add(v int) {
	for _, s := range f {
		s.Add(v)
	}
}

// Shutdown shuts each sink down.
func (f Fanout) Shutdown() {
	for _, s := range f {
		s.Shutdown()
	}
}
