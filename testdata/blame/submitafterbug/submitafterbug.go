// Package submitafterbug is a worker pool whose StopWait's doc forbids submitting
// after it. Submit answers with an error, but only of a full queue: a
// task submitted after StopWait sends on the closed queue, which the doc
// said not to do, and that is the program's misuse. The pair of
// submitafter; its Load has a bug of its own, which is found.
package submitafterbug

import (
	"errors"
	"sync"
)

// ErrFull is Submit's answer when the queue is full.
var ErrFull = errors.New("submitafterbug: queue full")

// Pool runs tasks on a worker.
type Pool struct {
	queue chan func()
	once  sync.Once
	done  sync.WaitGroup
}

// New starts a pool with a queue of size tasks (at least one).
func New(size int) *Pool {
	p := &Pool{queue: make(chan func(), max(size, 1))}
	p.done.Add(1)
	go func() {
		defer p.done.Done()
		for f := range p.queue {
			f()
		}
	}()
	return p
}

// Submit queues task, or answers ErrFull.
func (p *Pool) Submit(task func()) error {
	if task == nil {
		return nil
	}
	select {
	case p.queue <- task:
		return nil
	default:
		return ErrFull
	}
}

// StopWait stops the pool and waits for the queued tasks to run. No
// additional tasks may be submitted.
func (p *Pool) StopWait() {
	p.once.Do(func() { close(p.queue) })
	p.done.Wait()
}

// Load returns how full the queue is, in percent. BUG: it divides by the
// tasks queued, none when the queue is empty.
func (p *Pool) Load() int { return 100 * cap(p.queue) / len(p.queue) }
