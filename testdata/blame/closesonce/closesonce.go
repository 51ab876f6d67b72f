// Package closesonce's Wait ends its pool: it closes the task channel,
// unguarded, and a second Wait closes it again. Its name is no Close,
// and its doc does not say it is called once; its body does, as the
// package's tests and examples call it once, last. The pair of
// closesoncebug.
package closesonce

import "sync"

// Pool runs tasks on its workers.
type Pool struct {
	task chan func()
	wg   sync.WaitGroup
}

// New starts a pool of n workers (at least one).
func New(n int) *Pool {
	p := &Pool{task: make(chan func(), 16)}
	for range max(n, 1) {
		p.wg.Add(1)
		go func() {
			defer p.wg.Done()
			for f := range p.task {
				f()
			}
		}()
	}
	return p
}

// Do queues f to run on a worker.
func (p *Pool) Do(f func()) {
	if f != nil {
		p.task <- f
	}
}

// Wait waits for the queued tasks to finish.
func (p *Pool) Wait() {
	close(p.task)
	p.wg.Wait()
}
