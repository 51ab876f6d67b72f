package campaign

import "time"

// Plan is how one package's -time is spent. Programs run from Start
// until RunEnd, or, once there are findings, until the time left before
// Hard is what their minimization and confirmation need; all is over by
// Hard, a tenth of the budget after RunEnd. Loading and analysing the
// package count against the budget, at most half of it (so that a
// package slow to load is still tested); the harness's build does not.
type Plan struct {
	Start, RunEnd, Hard time.Time
	// Timeout is a program's: a hang's reproducer runs that long.
	Timeout time.Duration
}

// NewPlan plans a budget that began when hogen began to load the
// package, whose harness build began at built and ended at now.
func NewPlan(begun, built, now time.Time, budget, timeout time.Duration) Plan {
	start := now.Add(-min(built.Sub(begun), budget/2))
	return Plan{Start: start, RunEnd: start.Add(budget), Hard: start.Add(budget + budget/10), Timeout: timeout}
}

// Confirm is what confirming n reproducers needs at least: one compile
// of the package's tests and a run of each; a hang's test runs until
// its deadline.
func (p Plan) Confirm(n int, hangs bool) time.Duration {
	d := 1500*time.Millisecond + time.Duration(n)*50*time.Millisecond
	if hangs {
		d += p.Timeout
	}
	return d
}

// Needed is the time that findings (queued of them not yet minimized)
// need before Hard: half a second of minimization for each queued one,
// and the confirmation of all.
func (p Plan) Needed(queued, findings int, hangs bool) time.Duration {
	if findings == 0 {
		return 0
	}
	return time.Duration(queued)*500*time.Millisecond + p.Confirm(findings, hangs)
}

// StopRun reports whether the programs must stop at now so that the
// findings so far can be minimized and confirmed.
func (p Plan) StopRun(now time.Time, queued, findings int, hangs bool) bool {
	need := p.Needed(queued, findings, hangs)
	return need > 0 && p.Hard.Sub(now) <= need
}

// Minimize is the time the next finding's minimization may take at now,
// with queued more findings behind it and written ones done: its share
// of the time left before the confirmation of all, at most 5 s.
func (p Plan) Minimize(now time.Time, queued, written int, hangs bool) time.Duration {
	left := p.Hard.Sub(now) - p.Confirm(written+1+queued, hangs)
	return min(5*time.Second, left/time.Duration(1+queued))
}
