// Package optionsbug is options with Reconfigure, which applies options
// to a running pool: an option that grows the pool leaves Reconfigure
// restarting a worker it never made, the pool's bug, found. (A
// Reconfigure called after Stop is a use after the end, the program's.)
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

// Reconfigure applies opts to the running pool, then restarts its last
// worker. BUG: an option that grows the pool leaves its last worker
// unmade.
func (p *Pool) Reconfigure(opts ...Option) {
	for _, o := range opts {
		o(p)
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.workers) > 0 {
		p.workers[p.size-1] = 0
	}
}

// WithSize sets the number of workers.
func WithSize(n int) Option { return func(p *Pool) { p.size = max(n, 1) } }

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
