// Package schedule runs jobs at the times their Schedule gives, asking
// each Schedule for its next time under the scheduler's lock. A Schedule
// computes a time from a time: one that removes entries from the
// scheduler while it is asked is no user's schedule. No finding is
// wanted. Its pair is schedulebug, whose observer, which acts, is called
// under the lock.
package schedule

import "sync"

// Schedule gives the times a job runs at.
type Schedule interface {
	// Next is the first time after t the job runs at.
	Next(t int64) int64
}

// Cron runs jobs by their schedules, on a clock the caller advances.
type Cron struct {
	mu      sync.Mutex
	now     int64
	entries map[int]*entry
	nextID  int
	runs    int
}

type entry struct {
	s    Schedule
	next int64
}

// New returns a Cron at time 0.
func New() *Cron { return &Cron{entries: map[int]*entry{}} }

// Add schedules a job by s, and returns its id.
func (c *Cron) Add(s Schedule) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.nextID++
	c.entries[c.nextID] = &entry{s: s, next: s.Next(c.now)}
	return c.nextID
}

// Remove unschedules the job id.
func (c *Cron) Remove(id int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.entries, id)
}

// Advance moves the clock to t, running the jobs due, and returns how
// many jobs have run in all.
func (c *Cron) Advance(t int64) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	if t > c.now {
		c.now = t
	}
	for _, e := range c.entries {
		for n := 0; e.next <= c.now && n < 4; n++ {
			c.runs++
			e.next = e.s.Next(e.next)
		}
	}
	return c.runs
}
