// Package filterhook is an event bus whose subscribers each give a
// listener and a filter, a predicate that says whether an event is for
// them. Publish asks the filters under its read lock and calls the
// listeners after releasing it, so a listener may unsubscribe. A filter
// answers: one that changes the bus it is asked for is no user's code
// (slices.IndexFunc's f does not change the slice), and its deadlock is
// no bug (batch 73).
package filterhook

import "sync"

type sub struct {
	listener func(string)
	filter   func(string) bool
}

// Bus delivers events to its subscribers.
type Bus struct {
	mu   sync.RWMutex
	subs map[int]sub
	next int
}

// New returns an empty bus.
func New() *Bus { return &Bus{subs: map[int]sub{}} }

// Subscribe adds a listener for the events that filter accepts (all of
// them if filter is nil) and returns its id.
func (b *Bus) Subscribe(listener func(string), filter func(string) bool) int {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.next++
	b.subs[b.next] = sub{listener, filter}
	return b.next
}

// Unsubscribe removes the subscriber id.
func (b *Bus) Unsubscribe(id int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	delete(b.subs, id)
}

// Publish delivers event to every subscriber whose filter accepts it.
func (b *Bus) Publish(event string) int {
	b.mu.RLock()
	var due []func(string)
	for _, s := range b.subs {
		if s.listener != nil && (s.filter == nil || s.filter(event)) {
			due = append(due, s.listener)
		}
	}
	b.mu.RUnlock()
	for _, l := range due {
		l(event)
	}
	return len(due)
}
