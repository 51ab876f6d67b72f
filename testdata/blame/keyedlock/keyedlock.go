// Package keyedlock has a lock per key, taken with Lock, TryLock or
// WithLock and given back with Unlock or the function WithLock returns,
// and a Once that runs a function. A program whose function takes a
// key's lock and then asks for it again waits for itself: a lock the
// program took is the program's, whatever the method that takes it is
// called, so no finding is wanted. Its pair is keyedlockbug, whose hook
// is called with the set's own lock held.
package keyedlock

import "sync"

// Keyed is a set of locks, one for each key.
type Keyed struct {
	mu    sync.Mutex
	locks map[string]*sync.Mutex
}

// NewKeyed returns a Keyed with no lock taken.
func NewKeyed() *Keyed { return &Keyed{locks: map[string]*sync.Mutex{}} }

func (k *Keyed) get(key string) *sync.Mutex {
	k.mu.Lock()
	defer k.mu.Unlock()
	l, ok := k.locks[key]
	if !ok {
		l = &sync.Mutex{}
		k.locks[key] = l
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
