// Package wrapsink has a Queue that wraps a Sink: it writes to it from a
// goroutine of its own, and its Close closes the Sink there and waits. A
// Sink whose Close closes the Queue around it waits for itself: the
// program made a wrapper that calls itself. No finding is wanted; the
// bug side of forwarding is wrapretbug's.
package wrapsink

import "sync"

// Sink takes events.
type Sink interface {
	Write(event int) error
	Close() error
}

// Queue writes events to its Sink in order, from a goroutine of its own.
type Queue struct {
	mu     sync.Mutex
	sink   Sink
	events chan int
	done   chan struct{}
	closed bool
}

// NewQueue returns a queue that writes to sink.
func NewQueue(sink Sink) *Queue {
	q := &Queue{sink: sink, events: make(chan int, 16), done: make(chan struct{})}
	go q.run()
	return q
}

func (q *Queue) run() {
	for e := range q.events {
		q.sink.Write(e)
	}
	q.sink.Close()
	close(q.done)
}

// Write queues an event, unless the queue is closed.
func (q *Queue) Write(event int) error {
	q.mu.Lock()
	defer q.mu.Unlock()
	if !q.closed {
		q.events <- event
	}
	return nil
}

// Close closes the queue and its sink, and waits until the sink is closed.
func (q *Queue) Close() error {
	q.mu.Lock()
	if !q.closed {
		q.closed = true
		close(q.events)
	}
	q.mu.Unlock()
	<-q.done
	return nil
}
