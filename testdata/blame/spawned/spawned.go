// Package spawned has an event loop: Run runs the functions added to
// it until Stop, and its tests start it with go l.Run(). A program that
// calls Run and waits for it waits for ever, and no finding is wanted.
// Its pair is spawnedbug, whose Add fails on the second function.
package spawned

import (
	"sync"
	"time"
)

// Loop runs functions in order.
type Loop struct {
	mu    sync.Mutex
	queue []func()
	stop  chan struct{}
	wake  chan struct{}
}

// New returns a loop that is not running.
func New() *Loop { return &Loop{stop: make(chan struct{}), wake: make(chan struct{}, 1)} }

// Add queues f, to run on the loop.
func (l *Loop) Add(f func()) {
	l.mu.Lock()
	l.queue = append(l.queue, f)
	l.mu.Unlock()
	select {
	case l.wake <- struct{}{}:
	default:
	}
}

// Pending is the number of functions queued.
func (l *Loop) Pending() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.queue)
}

// Run runs the queued functions as they come, until Stop.
func (l *Loop) Run() {
	for {
		l.mu.Lock()
		q := l.queue
		l.queue = nil
		l.mu.Unlock()
		for _, f := range q {
			if f != nil {
				f()
			}
		}
		select {
		case <-l.stop:
			return
		case <-l.wake:
		case <-time.After(time.Millisecond): // a tick: timers due run too
		}
	}
}

// Stop ends Run.
func (l *Loop) Stop() { close(l.stop) }
