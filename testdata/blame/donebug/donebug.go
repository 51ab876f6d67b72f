// Package donebug stops a pool when the context it runs under is
// cancelled. The bug is on that path only: Run, once ctx.Done() is
// closed, drops the last task with an off-by-one. hogen reaches it with
// a synthesized Context whose Done channel is already closed.
package donebug

import "context"

// Pool runs tasks.
type Pool struct {
	tasks []func()
}

// Add queues f.
func (p *Pool) Add(f func()) { p.tasks = append(p.tasks, f) }

// Run runs the queued tasks, or drops them if ctx is done. It reports
// how many ran.
func (p *Pool) Run(ctx context.Context) int {
	select {
	case <-ctx.Done():
		p.tasks = p.tasks[:len(p.tasks)-1] // the bug: an empty pool panics
		return 0
	default:
	}
	n := len(p.tasks)
	for _, f := range p.tasks {
		f()
	}
	p.tasks = nil
	return n
}
