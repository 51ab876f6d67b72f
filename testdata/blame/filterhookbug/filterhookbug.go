// Package filterhookbug is filterhook's event bus with a bug: Publish
// calls the listeners, hooks the bus keeps, under its read lock too, so
// a listener that unsubscribes deadlocks.
package filterhookbug

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
	defer b.mu.RUnlock()
	n := 0
	for _, s := range b.subs {
		if s.listener != nil && (s.filter == nil || s.filter(event)) {
			s.listener(event)
			n++
		}
	}
	return n
}
