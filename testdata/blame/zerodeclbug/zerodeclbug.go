// Package zerodeclbug is zerodecl with a counter whose zero value its
// tests use (`var c Counter` then c.Add), and whose Top reads past an
// empty counter: a real bug, found. Its pair is zerodecl.
package zerodeclbug

// Counter counts keys. Its tests use its zero value.
type Counter struct {
	counts []int
	keys   []string
}

// Add counts key once more.
func (c *Counter) Add(key string) {
	for i, k := range c.keys {
		if k == key {
			c.counts[i]++
			return
		}
	}
	c.keys = append(c.keys, key)
	c.counts = append(c.counts, 1)
}

// Top returns the key counted most often, or "" when none was.
func (c *Counter) Top() string {
	best := 0
	for i, n := range c.counts {
		if n > c.counts[best] {
			best = i
		}
	}
	return c.keys[best]
}
