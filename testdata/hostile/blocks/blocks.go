// Package blocks has operations that wait by design: a queue whose Get
// waits for an item, a loop that runs until Stop, a group that waits for
// its members. None of them is a bug.
package blocks

import "sync"

// Queue is a FIFO queue whose Get waits for an item.
type Queue struct {
	items chan int
}

// NewQueue returns an empty queue that holds up to size items.
func NewQueue(size int) *Queue {
	if size < 1 {
		size = 1
	}
	return &Queue{items: make(chan int, size)}
}

// Put adds x; it waits while the queue is full.
func (q *Queue) Put(x int) { q.items <- x }

// Get removes and returns the oldest item; it waits while the queue is
// empty.
func (q *Queue) Get() int { return <-q.items }

// Len is the number of items in the queue.
func (q *Queue) Len() int { return len(q.items) }

// Loop calls a handler for each event until it is stopped.
type Loop struct {
	events chan string
	stop   chan struct{}
	once   sync.Once
}

// NewLoop returns a loop that is not running.
func NewLoop() *Loop { return &Loop{events: make(chan string), stop: make(chan struct{})} }

// Run calls handle for every event sent, and blocks until Stop is called.
func (l *Loop) Run(handle func(string)) {
	for {
		select {
		case e := <-l.events:
			handle(e)
		case <-l.stop:
			return
		}
	}
}

// Send hands an event to the running loop; it blocks until Run takes it.
func (l *Loop) Send(e string) { l.events <- e }

// Stop ends Run.
func (l *Loop) Stop() { l.once.Do(func() { close(l.stop) }) }

// Group waits for tasks.
type Group struct {
	wg sync.WaitGroup
}

// Add counts n more tasks to wait for.
func (g *Group) Add(n int) {
	if n > 0 && n < 100 {
		g.wg.Add(n)
	}
}

// Done marks a task finished; it panics if none is pending.
func (g *Group) Done() { g.wg.Done() }

// Wait blocks until every task added is done.
func (g *Group) Wait() { g.wg.Wait() }
