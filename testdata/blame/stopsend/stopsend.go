// Package stopsend has a fake event source for tests: Add sends an event
// to the consumer, Stop closes the result channel, as its doc says. An
// Add after Stop sends on the closed channel, the producer's mistake. No
// finding is wanted. Its pair is stopsendbug.
package stopsend

// Fake is an event source that the test drives.
type Fake struct {
	ch      chan string
	stopped bool
}

// NewFake returns a source with room for 16 events.
func NewFake() *Fake { return &Fake{ch: make(chan string, 16)} }

// Add sends the event ev to the consumer; it blocks while 16 wait.
func (f *Fake) Add(ev string) { f.ch <- ev }

// Stop tells the producer the consumer is done, and closes the result
// channel. A second Stop does nothing.
func (f *Fake) Stop() {
	if !f.stopped {
		f.stopped = true
		close(f.ch)
	}
}

// Pending returns how many events wait.
func (f *Fake) Pending() int { return len(f.ch) }
