// Package internalop records expected calls, as a mock controller does.
// Call is for the generated mocks: its doc says user code does not call
// it, and a Call of a method nothing expects, which reads past the
// expectations, is the program's misuse. No finding. Its pair is
// internalopbug.
package internalop

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
