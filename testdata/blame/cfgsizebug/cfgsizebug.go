// Package cfgsizebug is cfgsize whose AddTime does not wrap round: a
// sample of any size fails once it is full. The package's bug, found.
package cfgsizebug

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
	m.times[m.count] = d // the bug: no wrap round the sample
	m.count++
}

// Count is how many durations were added.
func (m *Meter) Count() int { return m.count }
