// Package embedlockbug is embedlock with a bug: Set calls its hook with
// the entry's lock held, so a hook that reads the entry deadlocks: the
// package's bug, found. Its pair is embedlock.
package embedlockbug

import "sync"

// Entry is a value guarded by its own lock.
type Entry struct {
	sync.RWMutex
	value int
	onSet func(old, new int)
}

// New returns an entry holding v; onSet, if not nil, is called after
// each Set with the old and the new value.
func New(v int, onSet func(old, new int)) *Entry { return &Entry{value: v, onSet: onSet} }

// Get returns the value.
func (e *Entry) Get() int {
	e.RLock()
	defer e.RUnlock()
	return e.value
}

// Set stores v.
func (e *Entry) Set(v int) {
	e.Lock()
	defer e.Unlock()
	old := e.value
	e.value = v
	if e.onSet != nil {
		e.onSet(old, v)
	}
}
