// Package keyedlockbug is keyedlock with a hook: NewKeyed's onNew is
// called when a key is first seen, with the set's own lock held, so a
// hook that asks the set for any key's lock deadlocks on a lock the
// program never took. A finding is wanted.
package keyedlockbug

import "sync"

// Keyed is a set of locks, one for each key.
type Keyed struct {
	mu    sync.Mutex
	locks map[string]*sync.Mutex
	onNew func(key string)
}

// NewKeyed returns a Keyed with no lock taken; onNew, if not nil, is
// called each time a key is first seen.
func NewKeyed(onNew func(key string)) *Keyed {
	return &Keyed{locks: map[string]*sync.Mutex{}, onNew: onNew}
}

func (k *Keyed) get(key string) *sync.Mutex {
	k.mu.Lock()
	defer k.mu.Unlock()
	l, ok := k.locks[key]
	if !ok {
		l = &sync.Mutex{}
		k.locks[key] = l
		if k.onNew != nil {
			k.onNew(key) // with k.mu held: the bug
		}
	}
	return l
}

// Lock takes key's lock, waiting until it is free.
func (k *Keyed) Lock(key string) { k.get(key).Lock() }

// TryLock takes key's lock if it is free, and reports whether it did.
func (k *Keyed) TryLock(key string) bool { return k.get(key).TryLock() }

// Unlock gives key's lock back.
func (k *Keyed) Unlock(key string) { k.get(key).Unlock() }

// WithLock takes key's lock and returns the function that gives it back.
func (k *Keyed) WithLock(key string) func() {
	l := k.get(key)
	l.Lock()
	return l.Unlock
}

// Once runs a function once and keeps its results.
type Once struct {
	once  sync.Once
	value string
	err   error
}

// Do runs f the first time it is called, and returns f's results then
// and after.
func (o *Once) Do(f func() (string, error)) (string, error) {
	o.once.Do(func() { o.value, o.err = f() })
	return o.value, o.err
}
