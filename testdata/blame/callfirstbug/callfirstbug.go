// Package callfirstbug is callfirst with a bug: Scan takes the last
// message after it called back, by the count it took before, and a
// function OnSeen set that clears them makes it index past the end.
// Without Enable, Scan and Send stay the caller's misuse.
//
// Like callfirst, it has a Radio whose constructor's doc says to call
// Enable before using it, and whose Enable's doc says it comes before
// any other call; its tests never call Enable (it needs a device they
// do not have). Scan and Send of a radio never enabled dereference the
// missing device.
// Its pair is callfirst.
package callfirstbug

type device struct{ channel int }

// Radio sends and scans on a channel.
type Radio struct {
	dev  *device
	sent []string
	seen func(string)
}

// NewRadio makes a radio for the named device.
//
// Make sure to call Enable() before using it to open the device.
func NewRadio(name string) *Radio { return &Radio{} }

// Enable opens the device. It must be called before any other calls.
func (r *Radio) Enable() error {
	r.dev = &device{channel: 1}
	return nil
}

// OnSeen sets the function Scan calls for each message.
func (r *Radio) OnSeen(f func(msg string)) { r.seen = f }

// Scan hands each message sent so far to the function OnSeen set, and
// returns the last one, or "" if none was sent.
func (r *Radio) Scan() string {
	if r.dev.channel == 0 || len(r.sent) == 0 {
		return ""
	}
	n := len(r.sent)
	for _, m := range r.sent {
		if r.seen != nil {
			r.seen(m)
		}
	}
	return r.sent[n-1]
}

// Clear forgets the messages sent.
func (r *Radio) Clear() { r.sent = nil }

// Send sends msg on the radio's channel.
func (r *Radio) Send(msg string) {
	if r.dev.channel > 0 {
		r.sent = append(r.sent, msg)
	}
}

// Sent is the number of messages sent.
func (r *Radio) Sent() int { return len(r.sent) }
