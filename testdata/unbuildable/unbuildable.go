// Package unbuildable has operations that all take a time.Time, which
// hogen cannot make: another package's struct, made by functions it
// does not call (time.Now, time.Date). No program can be derived, and a
// run says so at once instead of spending its budget.
package unbuildable

import "time"

// Rule is a recurrence from a start.
type Rule struct {
	start time.Time
	every time.Duration
}

// New returns the rule of an occurrence every d from start.
func New(start time.Time, d time.Duration) *Rule { return &Rule{start, d} }

// After returns the first occurrence of r after t.
func (r *Rule) After(t time.Time) time.Time {
	if r.every <= 0 || !t.After(r.start) {
		return r.start
	}
	n := t.Sub(r.start)/r.every + 1
	return r.start.Add(n * r.every)
}
