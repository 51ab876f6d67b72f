// Package logger is a bus that logs to a Logger, in the way of Go's
// loggers (log/slog's Info), while it holds its lock, as Go code often
// does: a logger records, and one that publishes on the bus it logs for
// is no user's code. No finding is wanted. Its pair is loggerbug, whose
// bus calls an observer with its lock held.
package logger

import "sync"

// Logger records what the bus does.
type Logger interface {
	// Info records msg.
	Info(msg string)
}

// Bus delivers messages to its subscribers.
type Bus struct {
	mu   sync.Mutex
	log  Logger
	subs []func(string)
}

// New returns a bus that logs to log.
func New(log Logger) *Bus { return &Bus{log: log} }

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
	subs := append([](func(string)){}, b.subs...)
	b.mu.Unlock()
	for _, f := range subs {
		f(msg)
	}
}
