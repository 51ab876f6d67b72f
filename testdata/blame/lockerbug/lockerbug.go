// Package lockerbug is a reader/writer lock of its own, a sync.Locker
// that remembers who holds it; its RUnlock reads the writer's record
// even when no writer holds it: a bug of RLock then RUnlock, which a
// program that pairs its locks finds. Its pair is locker.
package lockerbug

import "sync"

// RWMutex is a reader/writer mutual exclusion lock. The zero value is
// an unlocked mutex.
type RWMutex struct {
	mu      sync.Mutex
	cond    *sync.Cond
	owners  []int
	readers int
	next    int
}

func (m *RWMutex) init() {
	if m.cond == nil {
		m.cond = sync.NewCond(&m.mu)
	}
}

// Lock locks m for writing. If the lock is already locked for reading
// or writing, Lock blocks until the lock is available.
func (m *RWMutex) Lock() {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.init()
	for len(m.owners) > 0 || m.readers > 0 {
		m.cond.Wait()
	}
	m.next++
	m.owners = append(m.owners, m.next)
}

// Unlock unlocks m, which the caller locked for writing.
func (m *RWMutex) Unlock() {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.init()
	m.owners = m.owners[:len(m.owners)-1]
	m.cond.Broadcast()
}

// RLock locks m for reading.
func (m *RWMutex) RLock() {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.init()
	for len(m.owners) > 0 {
		m.cond.Wait()
	}
	m.readers++
}

// RUnlock undoes a single RLock call.
func (m *RWMutex) RUnlock() {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.init()
	m.readers--
	if m.readers == 0 && m.owners[len(m.owners)-1] != 0 { // the bug: no writer holds it
		m.cond.Broadcast()
	}
}
