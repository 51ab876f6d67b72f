// Package selfwait runs the tasks submitted to a pool when Wait is
// called. A task that calls Wait on its own pool waits for itself, and
// the second Wait to end closes Done again: the program's doing, by the
// convention of sync.WaitGroup. No finding is wanted. Its pair is
// selfwaitbug.
package selfwait

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
	for {
		p.mu.Lock()
		if len(p.queue) == 0 {
			p.mu.Unlock()
			break
		}
		f := p.queue[0]
		p.queue = p.queue[1:]
		p.mu.Unlock()
		f()
	}
	// Under a guard: that a task waits for itself is what tells, not a
	// close at Wait's top level (closesonce).
	if p.done != nil {
		close(p.done)
	}
}

// Done is closed when Wait has run every task.
func (p *Pool) Done() <-chan struct{} { return p.done }
