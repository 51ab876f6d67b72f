// Package ownlock has a lock biased to readers: a program that takes a
// read lock and then the write lock spins for ever in its own Lock, by
// sync.Locker's convention its doing. No finding is wanted. Its pair is
// relock, where the package calls back with its lock held.
package ownlock

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// RW is a readers-writer lock whose readers take no mutex.
type RW struct {
	readers atomic.Int32
	mu      sync.Mutex
}

// New returns an unlocked RW.
func New() *RW { return &RW{} }

// TryRLock takes a read lock unless a writer holds the lock, and reports
// whether it did.
func (l *RW) TryRLock() bool {
	if !l.mu.TryLock() {
		return false
	}
	l.readers.Add(1)
	l.mu.Unlock()
	return true
}

// RUnlock releases a read lock taken by TryRLock.
func (l *RW) RUnlock() {
	if l.readers.Load() > 0 {
		l.readers.Add(-1)
	}
}

// Lock takes the lock for writing, once the readers have left.
func (l *RW) Lock() {
	l.mu.Lock()
	for l.readers.Load() > 0 {
		runtime.Gosched()
	}
}

// Unlock releases the write lock, if it is held.
func (l *RW) Unlock() {
	l.mu.TryLock()
	l.mu.Unlock()
}
