// Package workerpool runs tasks on at most n background goroutines. It is
// correct under re-entrancy and cannot deadlock: Submit never blocks (the
// queue is unbounded, and no task runs with the lock held), so a task may
// submit more tasks; and no method waits for a task, so no task can wait
// for itself. A caller that wants the work done runs the queued tasks
// itself with Drain, or receives from the channel that Idle returns.
// Workers start on demand and exit when the queue is empty.
package workerpool

import (
	"errors"
	"sync"
)

// ErrClosed is returned by Submit after Close.
var ErrClosed = errors.New("workerpool: closed")

// Pool runs submitted tasks. It is safe for concurrent use. The zero Pool
// runs one task at a time.
//
//hogen:invariant self.Workers() <= self.Cap()
type Pool struct {
	mu      sync.Mutex
	max     int
	workers int
	queue   []func()
	running int
	ran     int
	closed  bool
	idle    chan struct{} // closed when the pool next has nothing to do
}

// New returns a pool that runs up to n tasks at once.
//
//hogen:requires n >= 1
//hogen:ensures result.Cap() == n
func New(n int) *Pool { return &Pool{max: n} }

// Cap is the most tasks the pool runs at once.
func (p *Pool) Cap() int { return max(p.max, 1) }

// Submit queues task to run on a worker goroutine. It never blocks. After
// Close it returns ErrClosed; a nil task is accepted and never run.
//
//hogen:ensures err == nil || self.Closed()
func (p *Pool) Submit(task func()) (err error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return ErrClosed
	}
	if task == nil {
		return nil
	}
	p.queue = append(p.queue, task)
	if p.workers < p.Cap() {
		p.workers++
		go p.work()
	}
	return nil
}

// pop removes the next task from the queue and counts it as running; it
// returns nil if the queue is empty. p.mu is held.
func (p *Pool) pop() func() {
	if len(p.queue) == 0 {
		return nil
	}
	task := p.queue[0]
	p.queue[0] = nil
	p.queue = p.queue[1:]
	p.running++
	return task
}

func (p *Pool) run(task func()) {
	defer func() {
		p.mu.Lock()
		p.running--
		p.ran++
		if len(p.queue) == 0 && p.running == 0 && p.idle != nil {
			close(p.idle)
			p.idle = nil
		}
		p.mu.Unlock()
	}()
	task()
}

// work runs queued tasks until there is none.
func (p *Pool) work() {
	for {
		p.mu.Lock()
		task := p.pop()
		if task == nil {
			p.workers-- // in the section that saw the queue empty
		}
		p.mu.Unlock()
		if task == nil {
			return
		}
		p.run(task)
	}
}

// Drain runs queued tasks on the calling goroutine until the queue is
// empty, and returns how many it ran. It does not wait for tasks that
// workers are running.
//
//hogen:ensures result >= 0 && self.Ran() >= old(self.Ran()) + result
func (p *Pool) Drain() int {
	n := 0
	for {
		p.mu.Lock()
		task := p.pop()
		p.mu.Unlock()
		if task == nil {
			return n
		}
		p.run(task)
		n++
	}
}

// Idle returns a channel that is closed once no task is queued or running.
// A task that receives from it waits for itself.
func (p *Pool) Idle() <-chan struct{} {
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.queue) == 0 && p.running == 0 {
		return closedChan
	}
	if p.idle == nil {
		p.idle = make(chan struct{})
	}
	return p.idle
}

var closedChan = func() chan struct{} { c := make(chan struct{}); close(c); return c }()

// Close makes later Submit calls fail. Tasks already queued still run.
// Close never blocks, and calling it again does nothing.
//
//hogen:ensures self.Closed()
func (p *Pool) Close() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.closed = true
}

// Closed reports whether Close was called.
func (p *Pool) Closed() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.closed
}

// Pending is the number of tasks queued or running.
//
//hogen:ensures result >= 0
func (p *Pool) Pending() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.queue) + p.running
}

// Ran is the number of tasks that have finished.
func (p *Pool) Ran() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.ran
}

// Workers is the number of worker goroutines running.
func (p *Pool) Workers() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.workers
}
