// Package zerodoc documents that the zero value of its Counter is ready to
// use, but Add writes to the nil map of a zero Counter: a real bug that
// hogen must find although the value was built by hand. Its pair is
// zeroctor.
package zerodoc

// Counter counts names. The zero value is ready to use.
type Counter struct {
	m map[string]int
}

// NewCounter returns an empty counter.
func NewCounter() *Counter { return &Counter{m: map[string]int{}} }

// Add counts name once more.
func (c *Counter) Add(name string) { c.m[name]++ }

// Count is how often name was added.
func (c *Counter) Count(name string) int { return c.m[name] }
