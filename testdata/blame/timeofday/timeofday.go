// Package timeofday is a scheduler whose jobs run at a time of day,
// given as "H:MM" to At, which has no error result: its tests and its
// example hand it only such strings ("10:30", "8:00"), as
// regexp.MustCompile's callers hand it only patterns. At("") fails on
// a string outside that syntax, and that is the caller's mistake
// (batch 73 AO6).
//
//	s := timeofday.New()
//	s.Every().At("10:30").Do(job)
package timeofday

import (
	"strconv"
	"strings"
)

// Scheduler holds jobs.
type Scheduler struct{ jobs []*Job }

// Job is work to run at a time of day.
type Job struct {
	hour, minute int
	work         func()
}

// New returns a scheduler without jobs.
func New() *Scheduler { return &Scheduler{} }

// Every adds a daily job and returns it.
func (s *Scheduler) Every() *Job {
	j := &Job{}
	s.jobs = append(s.jobs, j)
	return j
}

// At sets the time of day the job runs at.
func (j *Job) At(t string) *Job {
	parts := strings.Split(t, ":")
	j.hour, _ = strconv.Atoi(parts[0])
	j.minute, _ = strconv.Atoi(parts[1])
	return j
}

// Do sets the job's work.
func (j *Job) Do(work func()) *Job {
	j.work = work
	return j
}

// Due runs the jobs due at hour h and minute m and returns how many ran.
func (s *Scheduler) Due(h, m int) int {
	n := 0
	for _, j := range s.jobs {
		if j.hour == h && j.minute == m && j.work != nil {
			j.work()
			n++
		}
	}
	return n
}
