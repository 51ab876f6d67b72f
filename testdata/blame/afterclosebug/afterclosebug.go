// Package afterclosebug's Close drops its bus's handlers; AddHandler after
// Close writes a nil map. A value whose use ended takes no more work
// (io.Closer's convention): the program's doing, whatever the panic
// (batch 66: an event bus's AddHandler after its Close). The pair of
// afterclose; its Count has a bug of its own, which is found.
package afterclosebug

import "sync"

// Bus calls handlers by event name.
type Bus struct {
	mu       sync.Mutex
	handlers map[string][]func(string)
}

// New returns a bus with no handler.
func New() *Bus { return &Bus{handlers: map[string][]func(string){}} }

// AddHandler makes h run for every event named name.
func (b *Bus) AddHandler(name string, h func(string)) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.handlers[name] = append(b.handlers[name], h)
}

// Publish runs the handlers of name.
func (b *Bus) Publish(name, payload string) {
	b.mu.Lock()
	hs := b.handlers[name]
	b.mu.Unlock()
	for _, h := range hs {
		if h != nil {
			h(payload)
		}
	}
}

// Close drops every handler.
func (b *Bus) Close() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.handlers = nil
}

// Count returns how many handlers name has. BUG: it counts one past
// the handlers of a name that has some.
func (b *Bus) Count(name string) int {
	b.mu.Lock()
	defer b.mu.Unlock()
	hs := b.handlers[name]
	if len(hs) == 0 {
		return 0
	}
	_ = hs[len(hs)]
	return len(hs)
}
