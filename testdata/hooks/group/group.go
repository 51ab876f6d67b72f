// Package group runs functions on goroutines of their own and waits for
// them, as golang.org/x/sync/errgroup does. A nil function crashes the
// process on its goroutine, after Go returned: the generator learns from
// the crashes (synth.Feedback.NoNil) to hand Go no more nils.
package group

import "sync"

// Group is a set of goroutines. The zero Group is ready to use.
type Group struct {
	wg  sync.WaitGroup
	mu  sync.Mutex
	ran int
}

// Go runs f on a goroutine of its own.
func (g *Group) Go(f func()) {
	g.wg.Add(1)
	go func() {
		defer g.wg.Done()
		f()
		g.mu.Lock()
		g.ran++
		g.mu.Unlock()
	}()
}

// Wait waits for every function Go started and returns how many ran.
func (g *Group) Wait() int {
	g.wg.Wait()
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.ran
}
