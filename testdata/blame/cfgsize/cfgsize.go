// Package cfgsize keeps the last durations of a sample whose size its
// Config sets. A program that configures a sample of size 0, which
// AddTime then divides by, misuses it as NewT(0) would: suspicious at
// most, and no finding is wanted. Its pair is cfgsizebug, whose AddTime
// fails once the sample is full.
package cfgsize

import "time"

// Config configures a Meter.
type Config struct {
	Size int // how many durations the sample keeps
}

// Meter samples durations.
type Meter struct {
	times []time.Duration
	count int
}

// New returns a meter configured by c.
func New(c *Config) *Meter { return &Meter{times: make([]time.Duration, c.Size)} }

// AddTime adds d to the sample, in place of the oldest once it is full.
func (m *Meter) AddTime(d time.Duration) {
	m.times[m.count%len(m.times)] = d
	m.count++
}

// Count is how many durations were added.
func (m *Meter) Count() int { return m.count }
