// Package schedulebug is schedule with an observer: Advance tells it of
// each run under the scheduler's lock, and an observer that removes its
// job (as observers do) deadlocks: the package's bug.
package schedulebug

import "sync"

// Schedule gives the times a job runs at.
type Schedule interface {
	// Next is the first time after t the job runs at.
	Next(t int64) int64
}

// Observer is told of the jobs that run.
type Observer interface {
	// Ran is called after the job id ran.
	Ran(id int)
}

// Cron runs jobs by their schedules, on a clock the caller advances.
type Cron struct {
	mu      sync.Mutex
	now     int64
	entries map[int]*entry
	nextID  int
	runs    int
	obs     Observer
}

type entry struct {
	s    Schedule
	next int64
}

// New returns a Cron at time 0 that tells o of the jobs that run.
func New(o Observer) *Cron { return &Cron{entries: map[int]*entry{}, obs: o} }

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
	for id, e := range c.entries {
		for n := 0; e.next <= c.now && n < 4; n++ {
			c.runs++
			e.next = e.s.Next(e.next)
			if c.obs != nil {
				c.obs.Ran(id)
			}
		}
	}
	return c.runs
}
