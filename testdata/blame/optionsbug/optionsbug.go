// Package optionsbug is options with Reconfigure, which applies options
// to a running pool: an option that stops the pool from there is a
// callback re-entering a live object, and the pool's bug (Reconfigure
// reads the workers Stop dropped) is found.
package optionsbug

import "sync"

// Option configures a Pool.
type Option func(p *Pool)

// Pool runs jobs on workers.
type Pool struct {
	mu      sync.Mutex
	size    int
	workers []int
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

// Reconfigure applies opts to the running pool, then restarts its first
// worker. BUG: an option that stops the pool leaves no worker to restart.
func (p *Pool) Reconfigure(opts ...Option) {
	for _, o := range opts {
		o(p)
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.workers[0] = 0
}

// Run runs a job on the first worker, if the pool runs.
func (p *Pool) Run() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.workers) > 0 {
		p.workers[0]++
	}
}

// Stop stops every worker.
func (p *Pool) Stop() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.workers = nil
}
