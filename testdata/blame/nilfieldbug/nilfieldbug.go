// Package nilfieldbug hands events to listeners. Listen's doc gives a nil
// Handler a meaning, not a nil listener: a program that hands Listen a
// nil misuses it, as Go APIs take nil only where their docs say so. The
// pair of nilfield; its Share has a bug of its own, which is found.
package nilfieldbug

import "sync"

// Listener listens to one topic.
type Listener struct {
	Topic   string
	Handler func(topic string)
}

// Emitter hands events to its listeners.
type Emitter struct {
	mu sync.Mutex
	ls []*Listener
}

// New returns an emitter with no listeners.
func New() *Emitter { return &Emitter{} }

// Listen registers listener. If Handler is nil, the listener is ignored.
func (e *Emitter) Listen(listener *Listener) {
	if listener.Handler == nil {
		return
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	e.ls = append(e.ls, listener)
}

// Emit calls the handlers of topic's listeners, and returns how many.
func (e *Emitter) Emit(topic string) int {
	e.mu.Lock()
	ls := append([]*Listener(nil), e.ls...)
	e.mu.Unlock()
	n := 0
	for _, l := range ls {
		if l.Topic == topic {
			l.Handler(topic)
			n++
		}
	}
	return n
}

// Share returns the listeners of topic, in percent of all. BUG: it
// divides by the listeners, none before a Listen.
func (e *Emitter) Share(topic string) int {
	e.mu.Lock()
	defer e.mu.Unlock()
	n := 0
	for _, l := range e.ls {
		if l.Topic == topic {
			n++
		}
	}
	return 100 * n / len(e.ls)
}
