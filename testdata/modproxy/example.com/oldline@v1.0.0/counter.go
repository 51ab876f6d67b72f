// Package oldline is a module whose go.mod says go 1.12, with a contract
// of its own: hogen must compile its contracts there (generics and all)
// although the module sits in the read-only module cache.
package oldline

// Observer hears of every change.
type Observer interface {
	Changed(c *Counter)
}

// Counter counts, and tells its observer.
type Counter struct {
	n   int
	obs Observer
}

// NewCounter returns a counter at zero.
func NewCounter() *Counter { return &Counter{} }

// Watch makes o hear of every change.
func (c *Counter) Watch(o Observer) { c.obs = o }

// Inc adds one. BUG: an observer that resets the counter breaks Inc's
// postcondition, which hogen must find with the contract compiled into
// a copy of this module.
//
// Contract:
//   - ensures c.Value() >= 1
func (c *Counter) Inc() {
	c.n++
	if c.obs != nil {
		c.obs.Changed(c)
	}
}

// Reset sets the count back to zero.
func (c *Counter) Reset() { c.n = 0 }

// Value is the count.
func (c *Counter) Value() int { return c.n }
