// Package selfwaitbug is selfwait whose Wait holds the pool's lock while
// a task runs: a task that submits another, as Go's doc allows,
// deadlocks. That bug is found; a task that calls Wait is still the
// program's doing. The pair of selfwait.
package selfwaitbug

import "sync"

// Pool runs tasks, in the order they were submitted.
type Pool struct {
	mu    sync.Mutex
	queue []func()
	done  chan struct{}
}

// New returns a pool with no task.
func New() *Pool { return &Pool{done: make(chan struct{})} }

// Go submits f, to run when Wait is called. A task may submit more
// tasks: the same Wait runs them.
func (p *Pool) Go(f func()) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.queue = append(p.queue, f)
}

// Pending is the number of tasks not yet started.
func (p *Pool) Pending() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.queue)
}

// Wait waits for every task submitted to end, then closes the channel
// Done returns. The pool must not be used after Wait.
func (p *Pool) Wait() {
	p.mu.Lock()
	for len(p.queue) > 0 {
		f := p.queue[0]
		p.queue = p.queue[1:]
		f() // BUG: under the lock Go takes
	}
	p.mu.Unlock()
	close(p.done)
}

// Done is closed when Wait has run every task.
func (p *Pool) Done() <-chan struct{} { return p.done }
