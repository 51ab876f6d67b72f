// Package throttle paces its callers: Wait sleeps for the limiter's
// period, a wait the package imposes by design. hogen's stats must say
// that a run of it is slow because of Wait.
package throttle

import (
	"sync"
	"time"
)

// Limiter lets one caller through per period.
type Limiter struct {
	mu     sync.Mutex
	passed int
}

// period is how long Wait waits.
const period = 3 * time.Millisecond

// New returns a limiter.
func New() *Limiter { return &Limiter{} }

// Wait blocks for the limiter's period, then lets the caller through.
func (l *Limiter) Wait() {
	time.Sleep(period)
	l.mu.Lock()
	l.passed++
	l.mu.Unlock()
}

// Passed is how many callers Wait let through.
func (l *Limiter) Passed() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.passed
}
