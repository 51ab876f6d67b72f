// Package stopdoc has a pool whose Stop says, in words, that the pool
// stops accepting tasks: a task submitted after it, to the pool or to a
// group the stopped pool handed out, panics, and that is the program's
// doing. The package's tests show no protocol; the doc does. Its pair is
// testdata/blame/finalbug, whose panic comes before the final call.
package stopdoc

// Pool runs tasks on one goroutine.
type Pool struct {
	tasks chan func()
	done  chan struct{}
}

// New returns a running pool.
func New() *Pool {
	p := &Pool{tasks: make(chan func(), 16), done: make(chan struct{})}
	go func() {
		defer close(p.done)
		for f := range p.tasks {
			if f != nil {
				f()
			}
		}
	}()
	return p
}

// Submit queues f.
func (p *Pool) Submit(f func()) { p.tasks <- f }

// Stop causes the pool to stop accepting new tasks, and waits for the
// queued ones.
func (p *Pool) Stop() {
	close(p.tasks)
	<-p.done
}

// Group is a set of tasks of one pool.
type Group struct{ p *Pool }

// Group returns a new group of p's tasks.
func (p *Pool) Group() *Group { return &Group{p: p} }

// Go queues f in the group's pool.
func (g *Group) Go(f func()) { g.p.tasks <- f }
