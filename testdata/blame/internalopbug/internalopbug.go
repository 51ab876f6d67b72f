// Package internalopbug records expected calls, as a mock controller
// does. A Call from user code is the program's misuse (see internalop);
// Next's own read past the expectations once all have happened is its
// bug.
package internalopbug

// Controller holds the calls a test expects.
type Controller struct {
	expected []string
	done     int
}

// NewController returns a controller that expects nothing.
func NewController() *Controller { return &Controller{} }

// Expect adds a call of method to those expected, in order.
func (c *Controller) Expect(method string) { c.expected = append(c.expected, method) }

// Call is called by a mock when its method runs. It should not be
// called by user code.
func (c *Controller) Call(method string) bool {
	ok := c.expected[c.done] == method
	c.done++
	return ok
}

// Missing is how many expected calls have not happened.
func (c *Controller) Missing() int { return len(c.expected) - c.done }

// Next is the method expected next, "" when all have happened.
func (c *Controller) Next() string {
	if c.done > len(c.expected) { // the bug: == is past the end too
		return ""
	}
	return c.expected[c.done]
}
