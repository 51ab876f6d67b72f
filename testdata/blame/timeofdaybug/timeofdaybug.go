// Package timeofdaybug is timeofday's scheduler with a bug: it counts
// the jobs of each hour in a table of 23 hours, so a job at "23:59", a
// time in At's syntax, fails.
//
//	s := timeofdaybug.New()
//	s.Every().At("10:30").Do(job)
package timeofdaybug

import (
	"strconv"
	"strings"
)

// Scheduler holds jobs.
type Scheduler struct {
	jobs   []*Job
	byHour [23]int
}

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

// Schedule counts the job in its hour's slot.
func (s *Scheduler) Schedule(j *Job) int {
	if j.hour < 0 {
		return 0
	}
	s.byHour[j.hour]++
	return s.byHour[j.hour]
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
