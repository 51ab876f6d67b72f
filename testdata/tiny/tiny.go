// Package tiny is the smallest API with a constructor, a side-effecting
// method and a pure one: small enough that the exhaustive enumeration of
// its programs can be counted by hand (see synth's TestExhaustive).
package tiny

// Counter counts.
type Counter struct{ n int }

// NewCounter returns a zero counter.
func NewCounter() *Counter { return &Counter{} }

// Inc adds one.
func (c *Counter) Inc() { c.n++ }
