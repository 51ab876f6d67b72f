// Package intervalbug has interval's timing wheel, but its After does
// not keep within one turn of the wheel: a timer more than eight ticks
// ahead indexes past the slots, the package's bug.
package intervalbug

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
	if n < 0 {
		n = 0
	}
	i := w.pos + n
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
