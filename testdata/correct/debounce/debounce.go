// Package debounce coalesces bursts of triggers into one callback call,
// made on a timer goroutine once the triggers pause for a delay. It is
// correct under re-entrancy and concurrency: calls of the callback never
// overlap, because whoever finds a call in progress hands its triggers to
// that call's loop instead of calling or waiting; and nothing ever waits
// for the callback, so the callback may call Trigger, Flush or Stop on its
// own debouncer without deadlock.
package debounce

import (
	"sync"
	"time"
)

// Debouncer calls fn with the number of triggers since its last call. It
// is safe for concurrent use. The zero Debouncer has no delay and no
// callback: it drops its triggers.
type Debouncer struct {
	mu      sync.Mutex
	delay   time.Duration
	fn      func(n int)
	timer   *time.Timer
	count   int // triggers not yet delivered
	calls   int
	running bool // a goroutine is delivering
	stopped bool
}

// New returns a debouncer that calls fn, on a goroutine of its own, delay
// after the last of a burst of triggers. A nil fn drops the triggers.
//
//hogen:ensures result.Pending() == 0 && !result.Stopped()
func New(delay time.Duration, fn func(n int)) *Debouncer {
	return &Debouncer{delay: delay, fn: fn}
}

// Trigger counts a trigger and restarts the delay. It reports false, and
// does nothing, after Stop.
//
//hogen:ensures result || self.Stopped()
func (d *Debouncer) Trigger() bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.stopped {
		return false
	}
	d.count++
	if d.timer == nil {
		d.timer = time.AfterFunc(d.delay, d.deliver)
	} else {
		d.timer.Reset(d.delay)
	}
	return true
}

// Flush delivers the pending triggers now, on the calling goroutine, or,
// if a call of fn is in progress, has that call's goroutine deliver them
// right after it.
func (d *Debouncer) Flush() {
	d.mu.Lock()
	if d.timer != nil {
		d.timer.Stop()
	}
	d.mu.Unlock()
	d.deliver()
}

// deliver calls fn until no trigger is pending, unless another goroutine
// is doing so.
func (d *Debouncer) deliver() {
	d.mu.Lock()
	if d.running {
		d.mu.Unlock()
		return
	}
	d.running = true
	d.mu.Unlock()
	finished := false
	defer func() {
		if !finished { // fn panicked
			d.mu.Lock()
			d.running = false
			d.mu.Unlock()
		}
	}()
	for {
		d.mu.Lock()
		n, fn := d.count, d.fn
		if n == 0 {
			// Give up the turn in the section that saw nothing to do, so
			// that a trigger made after it is not left to nobody.
			d.running = false
			d.mu.Unlock()
			finished = true
			return
		}
		d.count = 0
		if fn != nil {
			d.calls++
		}
		d.mu.Unlock()
		if fn != nil {
			fn(n)
		}
	}
}

// Stop drops the pending triggers and makes later Trigger calls fail. A
// call of fn in progress finishes; Stop does not wait for it. Calling Stop
// again does nothing.
//
//hogen:ensures self.Stopped() && self.Pending() == 0
func (d *Debouncer) Stop() {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.stopped = true
	d.count = 0
	if d.timer != nil {
		d.timer.Stop()
	}
}

// Stopped reports whether Stop was called.
func (d *Debouncer) Stopped() bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.stopped
}

// Pending is the number of triggers not yet delivered.
//
//hogen:ensures result >= 0
func (d *Debouncer) Pending() int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.count
}

// Calls is the number of calls of fn so far, including one in progress.
func (d *Debouncer) Calls() int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.calls
}
