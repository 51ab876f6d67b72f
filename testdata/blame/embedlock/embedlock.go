// Package embedlock has an Entry that embeds a sync.RWMutex, as many Go
// types do to guard their own fields: the promoted Lock and RLock are the
// entry's protocol with its own methods, and a program that takes the
// read lock and then calls Set deadlocks by its own doing. No finding is
// wanted. Its pair is embedlockbug, whose Set calls its hook with the
// lock held.
package embedlock

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
	old := e.value
	e.value = v
	e.Unlock()
	if e.onSet != nil {
		e.onSet(old, v)
	}
}
