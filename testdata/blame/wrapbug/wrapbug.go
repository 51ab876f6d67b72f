// Package wrapbug returns its own implementations of an interface that
// it also takes: hogen synthesizes a Backoff for Capped to wrap, and
// calls Next on what Capped returns, whose code is the package's. The
// bug: Capped forgets to make the map of delays its Next counts. The
// package itself never calls Next.
package wrapbug

// Backoff gives the delay before the next attempt.
type Backoff interface {
	Next() int
}

// Constant always waits d.
func Constant(d int) Backoff { return constant(d) }

type constant int

func (c constant) Next() int { return int(c) }

// Capped waits what b says, at most limit.
func Capped(b Backoff, limit int) Backoff { return &capped{b: b, limit: limit} }

type capped struct {
	b     Backoff
	limit int
	seen  map[int]int // the bug: Capped never makes it
}

func (c *capped) Next() int {
	d := min(c.b.Next(), c.limit)
	c.seen[d]++
	return d
}
