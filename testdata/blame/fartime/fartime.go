// Package fartime has recurrence rules whose After walks every
// occurrence from the start: asked for one after a time centuries away
// (a rule's Until, when it has no end), it computes for as long as a
// loop to a huge count would, and that is the program's workload, not
// a hang of the package's. No finding is wanted. Its pair is
// fartimebug.
package fartime

import (
	"errors"
	"math"
	"time"
)

// Rule is a recurrence: an occurrence every interval from its start.
type Rule struct {
	start, until time.Time
	every        time.Duration
}

// New returns the rule of an occurrence every seconds seconds from now
// on, which never ends.
func New(seconds int) (*Rule, error) {
	if seconds <= 0 {
		return nil, errors.New("fartime: the interval must be positive")
	}
	start := time.Now().UTC().Truncate(time.Second)
	return &Rule{start: start, every: time.Duration(seconds) * time.Second, until: start.Add(math.MaxInt64)}, nil
}

// Start returns the rule's first occurrence.
func (r *Rule) Start() time.Time { return r.start }

// Until returns the time the rule ends.
func (r *Rule) Until() time.Time { return r.until }

// After returns the first occurrence after t, or the zero time if the
// rule ends before one.
func (r *Rule) After(t time.Time) time.Time {
	for x := r.start; !x.After(r.until); x = x.Add(r.every) {
		if x.After(t) {
			return x
		}
	}
	return time.Time{}
}
