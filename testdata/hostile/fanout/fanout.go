// Package fanout runs the callbacks it is handed on many goroutines at
// once, and those callbacks may call back into it: the harness's own
// bookkeeping of a program (the call under way, the fuel, the facts) is
// then shared by goroutines, and must hold under the race detector.
package fanout

import "sync"

// Pool runs functions in parallel.
type Pool struct {
	mu   sync.Mutex
	runs int
}

// Each runs f(i) for i in [0, n) on goroutines of its own, all at once,
// and returns when all have returned. n is at most 16.
func (p *Pool) Each(n int, f func(i int)) {
	n = max(0, min(n, 16))
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			f(i)
			p.mu.Lock()
			p.runs++
			p.mu.Unlock()
		}()
	}
	wg.Wait()
}

// Runs is how many functions Each has run.
func (p *Pool) Runs() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.runs
}
