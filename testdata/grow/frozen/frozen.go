// Package frozen has a box that Freeze locks for good, so that its query
// Len waits for ever afterwards (a bug of its own, which a program that
// calls Len finds). Run with -run 'New|Freeze|Add', the programs never
// call Len; hogen's look at the state of a frozen box after a clean
// program, which calls Len, must not turn that program into a hang.
package frozen

import (
	"sync"
	"sync/atomic"
)

// Box counts.
type Box struct {
	mu     sync.Mutex
	frozen atomic.Bool
	n      int
}

// New returns an empty box.
func New() *Box { return &Box{} }

// Freeze makes the box read-only: Add does nothing afterwards.
func (b *Box) Freeze() {
	if b.frozen.Load() {
		return
	}
	b.mu.Lock()
	b.frozen.Store(true)
}

// Add adds one to the count, unless the box is frozen.
func (b *Box) Add() {
	if b.frozen.Load() {
		return
	}
	b.mu.Lock()
	b.n++
	b.mu.Unlock()
}

// Len returns the count.
func (b *Box) Len() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.n
}
