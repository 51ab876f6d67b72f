// Package stopsendbug is stopsend with a Reset that drops the waiting
// events by closing the channel, and forgets to make a new one: an Add
// after Reset sends on a closed channel. A real bug, found. Its pair is
// stopsend.
package stopsendbug

// Fake is an event source that the test drives.
type Fake struct {
	ch      chan string
	dropped bool
}

// NewFake returns a source with room for 16 events.
func NewFake() *Fake { return &Fake{ch: make(chan string, 16)} }

// Add sends the event ev to the consumer; it blocks while 16 wait.
func (f *Fake) Add(ev string) { f.ch <- ev }

// Reset drops the waiting events.
func (f *Fake) Reset() {
	if !f.dropped {
		f.dropped = true
		close(f.ch) // BUG: no new channel
	}
}

// Pending returns how many events wait.
func (f *Fake) Pending() int { return len(f.ch) }
