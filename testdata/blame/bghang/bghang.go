// Package bghang runs a background goroutine and calls a callback with
// its lock held: a callback that calls back deadlocks the caller while
// the background goroutine lives on, so the runtime sees no deadlock and
// only hogen's watchdog does (a hang).
package bghang

import (
	"sync"
	"time"
)

// Pool runs jobs and keeps a heartbeat in the background.
type Pool struct {
	mu    sync.Mutex
	beats int
	done  int
}

// NewPool starts a pool and its heartbeat goroutine.
func NewPool() *Pool {
	p := &Pool{}
	go func() {
		for {
			time.Sleep(time.Millisecond)
			p.mu.Lock()
			p.beats++
			p.mu.Unlock()
		}
	}()
	return p
}

// Do runs job with the pool locked. BUG: a job that calls Do deadlocks.
func (p *Pool) Do(job func(p *Pool)) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done++
	job(p)
}
