// Package funcvisit's Resolve(l, fn) runs fn under l's lock, once,
// before it returns: fn is handed to the call that runs it, a visitor,
// as a method's would be (latch.Resolve(fn)). A visitor that resolves
// its latch again waits for the lock the call holds; nothing says it may
// call the latch (batch 64). The pair of funcvisitbug.
package funcvisit

import "sync"

// Latch is resolved once.
type Latch struct {
	mu   sync.Mutex
	done bool
	n    int
}

// New returns an unresolved latch.
func New() *Latch { return &Latch{} }

// Resolve runs fn with l locked and marks l resolved.
func Resolve(l *Latch, fn func()) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if fn != nil {
		fn()
	}
	l.done = true
	l.n++
}

// Done reports whether l was resolved.
func Done(l *Latch) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.done
}
