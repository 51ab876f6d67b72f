// Package options configures a Pool with functional options, applied
// while New builds it: an option that drives the pool (stops it) before
// New returned misuses it, and no finding is wanted. Its pair is
// optionsbug.
package options

import "sync"

// Option configures a Pool as New builds it.
type Option func(p *Pool)

// Pool runs jobs on workers.
type Pool struct {
	mu      sync.Mutex
	size    int
	workers []int
	done    int
}

// New returns a pool of size workers (at least one), configured by opts.
func New(size int, opts ...Option) *Pool {
	p := &Pool{size: max(size, 1)}
	for _, o := range opts {
		o(p)
	}
	p.workers = make([]int, p.size)
	return p
}

// WithSize sets the number of workers.
func WithSize(n int) Option { return func(p *Pool) { p.size = max(n, 1) } }

// Run runs a job on the first worker.
func (p *Pool) Run() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.workers[0]++
}

// Stop marks the first worker stopped.
func (p *Pool) Stop() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done = p.workers[0]
}
