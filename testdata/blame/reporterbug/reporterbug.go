// Package reporterbug is reporter whose Finish reads past its names
// when a call is missing: the package's bug, found with its own
// Recorder.
package reporterbug

import (
	"fmt"
	"sort"
)

// Reporter is where a Controller reports: *testing.T is one.
type Reporter interface {
	Errorf(format string, args ...any)
	Fatalf(format string, args ...any)
}

// Recorder is a Reporter that keeps what it was told; its Fatalf ends
// the calling goroutine's work as testing.T's does, by panicking with
// the message.
type Recorder struct{ Lines []string }

// Errorf records a failure.
func (r *Recorder) Errorf(format string, args ...any) {
	r.Lines = append(r.Lines, fmt.Sprintf(format, args...))
}

// Fatalf records a failure and stops.
func (r *Recorder) Fatalf(format string, args ...any) {
	r.Errorf(format, args...)
	panic(r.Lines[len(r.Lines)-1])
}

// A Call is an expected call, and how many more times it may be made.
type Call struct {
	name  string
	times int
}

// Controller checks calls against expectations.
type Controller struct {
	t        Reporter
	expected map[string]*Call
}

// NewController returns a controller that reports to t.
func NewController(t Reporter) *Controller {
	return &Controller{t: t, expected: map[string]*Call{}}
}

// Expect expects one more call of name.
func (c *Controller) Expect(name string) *Call {
	call := c.expected[name]
	if call == nil {
		call = &Call{name: name}
		c.expected[name] = call
	}
	call.times++
	return call
}

// Call records a call of name; one not expected is reported with
// Fatalf.
func (c *Controller) Call(name string) {
	call := c.expected[name]
	if call == nil || call.times == 0 {
		c.t.Fatalf("unexpected call of %s", name)
	}
	call.times--
}

// Finish reports with Errorf each expected call not made.
func (c *Controller) Finish() {
	names := make([]string, 0, len(c.expected))
	for n := range c.expected {
		names = append(names, n)
	}
	sort.Strings(names)
	for i, n := range names {
		if c.expected[n].times > 0 {
			c.t.Errorf("missing call of %s after %s", n, names[i+1]) // the bug: i+1 past the last name
		}
	}
}
