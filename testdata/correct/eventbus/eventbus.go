// Package eventbus is a topic-based publish/subscribe bus. It is correct
// under re-entrancy: Publish takes a snapshot of a topic's subscriptions
// under the lock and releases the lock before it calls any handler, so a
// handler may Subscribe, Unsubscribe or Publish on the same bus, from the
// same goroutine or another. The zero Bus is ready to use.
package eventbus

import "sync"

// Bus delivers messages to the handlers subscribed to their topic. It is
// safe for concurrent use.
type Bus struct {
	mu        sync.Mutex
	next      int
	subs      map[string][]*sub // by topic, in subscription order
	byID      map[int]*sub
	delivered int
}

type sub struct {
	id      int
	topic   string
	handler func(msg string)
	active  bool // guarded by Bus.mu
}

// New returns an empty bus.
func New() *Bus { return &Bus{} }

// Subscribe registers handler for topic and returns the subscription's
// id, at least 1. A nil handler is not registered: Subscribe returns 0.
//
//hogen:ensures (handler == nil) == (result == 0)
//hogen:ensures handler == nil || self.Subscribed(result)
func (b *Bus) Subscribe(topic string, handler func(msg string)) int {
	if handler == nil {
		return 0
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.subs == nil {
		b.subs, b.byID = map[string][]*sub{}, map[int]*sub{}
	}
	b.next++
	s := &sub{id: b.next, topic: topic, handler: handler, active: true}
	b.subs[topic] = append(b.subs[topic], s)
	b.byID[s.id] = s
	return s.id
}

// Unsubscribe removes the subscription id and reports whether it was
// there. A Publish in progress does not call the handler after that.
//
//hogen:ensures !self.Subscribed(id)
func (b *Bus) Unsubscribe(id int) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	s, ok := b.byID[id]
	if !ok {
		return false
	}
	s.active = false
	delete(b.byID, id)
	list := b.subs[s.topic]
	for i, t := range list {
		if t == s {
			// Copy, so that snapshots taken by Publish stay intact.
			b.subs[s.topic] = append(list[:i:i], list[i+1:]...)
			break
		}
	}
	if len(b.subs[s.topic]) == 0 {
		delete(b.subs, s.topic)
	}
	return true
}

// Subscribed reports whether id is a current subscription.
func (b *Bus) Subscribed(id int) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	_, ok := b.byID[id]
	return ok
}

// Subscribers is the number of subscriptions to topic.
//
//hogen:ensures result >= 0
func (b *Bus) Subscribers(topic string) int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return len(b.subs[topic])
}

// Publish calls, in subscription order, the handlers that were subscribed
// to topic when Publish was called and are still subscribed when their
// turn comes, and returns how many it called. Handlers run on the calling
// goroutine with no lock held.
//
//hogen:ensures result >= 0 && self.Delivered() >= old(self.Delivered()) + result
func (b *Bus) Publish(topic, msg string) int {
	b.mu.Lock()
	snapshot := b.subs[topic]
	b.mu.Unlock()
	n := 0
	for _, s := range snapshot {
		b.mu.Lock()
		active := s.active
		if active {
			b.delivered++
		}
		b.mu.Unlock()
		if active {
			s.handler(msg)
			n++
		}
	}
	return n
}

// Delivered is the number of handler calls made by all Publish calls.
func (b *Bus) Delivered() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.delivered
}
