// Package observable holds an int and tells watchers of each change. It is
// correct under re-entrancy: Set records the change and queues its
// notification before it calls anyone, and only the outermost call
// delivers the queue, in order and with no lock held; a watcher that calls
// Set, Watch or Unwatch on the same value only adds to the queue or to the
// watcher list, so every watcher sees the changes in the order they were
// made and never a change twice.
//
// Set does not promise that Get returns the value it set: a watcher may set
// another before Set returns. What it does promise, that a changing Set
// moves the version on, holds whatever the watchers do.
package observable

import "sync"

// Value is an observable int. It is safe for concurrent use. The zero
// Value holds 0 and has no watchers.
//
//hogen:invariant self.Version() >= 0
type Value struct {
	mu        sync.Mutex
	v         int
	version   int
	next      int
	watchers  []watcher
	pending   []change
	notifying bool
}

type watcher struct {
	id int
	f  func(old, new int)
}

type change struct{ old, new int }

// New returns a Value holding v.
//
//hogen:ensures result.Get() == v && result.Version() == 0
func New(v int) *Value { return &Value{v: v} }

// Get returns the current value.
func (x *Value) Get() int {
	x.mu.Lock()
	defer x.mu.Unlock()
	return x.v
}

// Version is the number of changes made so far.
func (x *Value) Version() int {
	x.mu.Lock()
	defer x.mu.Unlock()
	return x.version
}

// Watch registers f, to be called with the old and new value of each later
// change, and returns an id for Unwatch. A nil f is not registered: Watch
// returns 0.
//
//hogen:ensures (f == nil) == (result == 0)
func (x *Value) Watch(f func(old, new int)) int {
	if f == nil {
		return 0
	}
	x.mu.Lock()
	defer x.mu.Unlock()
	x.next++
	x.watchers = append(x.watchers[:len(x.watchers):len(x.watchers)], watcher{x.next, f})
	return x.next
}

// Unwatch removes the watcher id and reports whether it was there. The
// change being told when Unwatch is called may still reach it.
func (x *Value) Unwatch(id int) bool {
	x.mu.Lock()
	defer x.mu.Unlock()
	for i, w := range x.watchers {
		if w.id == id {
			x.watchers = append(x.watchers[:i:i], x.watchers[i+1:]...)
			return true
		}
	}
	return false
}

// Set stores v. If that changes the value, the version moves on and the
// watchers are told, on the calling goroutine, unless a call in progress
// is telling them already: then that call tells them of this change too,
// after the changes before it.
//
//hogen:ensures old(self.Get()) == v || self.Version() > old(self.Version())
func (x *Value) Set(v int) {
	x.mu.Lock()
	if x.v == v {
		x.mu.Unlock()
		return
	}
	x.pending = append(x.pending, change{x.v, v})
	x.v = v
	x.version++
	if x.notifying {
		x.mu.Unlock()
		return
	}
	x.notifying = true
	x.mu.Unlock()
	finished := false
	defer func() {
		if !finished { // a watcher panicked
			x.mu.Lock()
			x.notifying = false
			x.mu.Unlock()
		}
	}()
	for {
		x.mu.Lock()
		if len(x.pending) == 0 {
			// Give up the turn in the section that saw an empty queue, so
			// that a change queued after it is not left to nobody.
			x.notifying = false
			x.mu.Unlock()
			finished = true
			return
		}
		c := x.pending[0]
		x.pending = x.pending[1:]
		ws := x.watchers // Watch and Unwatch copy: this snapshot stays intact
		x.mu.Unlock()
		for _, w := range ws {
			w.f(c.old, c.new)
		}
	}
}

// Update sets the value to f of the current one. f runs with no lock
// held; if it sets the value itself, Update's result overwrites that. A
// nil f leaves the value as it is.
func (x *Value) Update(f func(cur int) int) {
	if f != nil {
		x.Set(f(x.Get()))
	}
}
