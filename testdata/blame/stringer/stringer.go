// Package stringer has a String method that panics on an empty value:
// String and Error must not panic, an oracle that needs no contract.
package stringer

import "strconv"

// Readings is a series of temperatures.
type Readings struct {
	vals []int
}

// NewReadings returns an empty series.
func NewReadings() *Readings { return &Readings{} }

// Add appends v.
func (r *Readings) Add(v int) { r.vals = append(r.vals, v) }

// String shows the last reading.
func (r *Readings) String() string {
	return strconv.Itoa(r.vals[len(r.vals)-1]) + "°" // BUG: panics when empty
}
