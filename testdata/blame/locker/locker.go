// Package locker is a lock of its own, a sync.Locker that remembers who
// holds it. An Unlock of a Mutex that is not locked panics, as
// sync.Mutex's fails, and a second Lock waits for ever: a program that
// does either misuses it. No finding. Its pair is lockerbug.
package locker

import "sync"

// Mutex is a mutual exclusion lock. The zero value is an unlocked mutex.
type Mutex struct {
	mu     sync.Mutex
	cond   *sync.Cond
	owners []int
	next   int
}

func (m *Mutex) init() {
	if m.cond == nil {
		m.cond = sync.NewCond(&m.mu)
	}
}

// Lock locks m. If the lock is already in use, the calling goroutine
// blocks until the mutex is available.
func (m *Mutex) Lock() {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.init()
	for len(m.owners) > 0 {
		m.cond.Wait()
	}
	m.next++
	m.owners = append(m.owners, m.next)
}

// TryLock tries to lock m and reports whether it succeeded.
func (m *Mutex) TryLock() bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	if len(m.owners) > 0 {
		return false
	}
	m.next++
	m.owners = append(m.owners, m.next)
	return true
}

// Unlock unlocks m, which the caller locked.
func (m *Mutex) Unlock() {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.init()
	m.owners = m.owners[:len(m.owners)-1]
	m.cond.Broadcast()
}

// Holder is the number of the Lock that holds m, 0 if none does.
func (m *Mutex) Holder() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	if len(m.owners) == 0 {
		return 0
	}
	return m.owners[len(m.owners)-1]
}
