// Package loggerbug is logger with an Observer besides its Logger, which
// Publish calls with the bus's lock held: an observer that subscribes
// deadlocks, the package's bug, found. Its pair is logger.
package loggerbug

import "sync"

// Logger records what the bus does.
type Logger interface {
	// Info records msg.
	Info(msg string)
}

// Observer is told of each message.
type Observer interface {
	// Published is called with each message the bus delivers.
	Published(msg string)
}

// Bus delivers messages to its subscribers.
type Bus struct {
	mu   sync.Mutex
	log  Logger
	obs  Observer
	subs []func(string)
}

// New returns a bus that logs to log and tells obs of each message.
func New(log Logger, obs Observer) *Bus { return &Bus{log: log, obs: obs} }

// Subscribe adds f, which Publish calls with each message.
func (b *Bus) Subscribe(f func(string)) {
	b.mu.Lock()
	b.subs = append(b.subs, f)
	b.mu.Unlock()
}

// Publish delivers msg to every subscriber.
func (b *Bus) Publish(msg string) {
	b.mu.Lock()
	b.log.Info("publishing " + msg)
	if b.obs != nil {
		b.obs.Published(msg)
	}
	subs := append([](func(string)){}, b.subs...)
	b.mu.Unlock()
	for _, f := range subs {
		f(msg)
	}
}
