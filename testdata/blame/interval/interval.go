// Package interval has a timing wheel whose slots are each one tick
// long: After(d) puts a timer d/tick slots ahead. A wheel made with a
// tick of 0 has no slots to count, as time.NewTicker refuses a period
// of 0, and a program that makes one misuses it: no finding is wanted
// (at most a suspicious note). Its pair is intervalbug, whose After
// fails on a wheel with a tick.
package interval

import "time"

// Wheel schedules timers in slots of one tick each.
type Wheel struct {
	tick  time.Duration
	slots [8][]func()
	pos   int
}

// NewWheel returns a wheel whose slots are tick long.
func NewWheel(tick time.Duration) *Wheel { return &Wheel{tick: tick} }

// After schedules f to run d from now, in the slot that far ahead
// (at most a turn of the wheel).
func (w *Wheel) After(d time.Duration, f func()) {
	n := int(d / w.tick)
	if n >= len(w.slots) {
		n = len(w.slots) - 1
	}
	if n < 0 {
		n = 0
	}
	i := (w.pos + n) % len(w.slots)
	w.slots[i] = append(w.slots[i], f)
}

// Step moves the wheel one tick, running the timers of the slot it
// leaves.
func (w *Wheel) Step() {
	fs := w.slots[w.pos]
	w.slots[w.pos] = nil
	w.pos = (w.pos + 1) % len(w.slots)
	for _, f := range fs {
		f()
	}
}
