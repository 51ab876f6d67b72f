// Package cyclelockbug has loggers that wrap loggers: a Sync logs through
// the logger it wraps under its mutex, and a Prefixed through its own.
// A logger that logs back through the Sync that wraps it waits for
// itself: a cycle the program made; the OnLog hook a Sync calls under
// its mutex, which may ask the Sync its count, is its deadlock. Its pair
// is cyclelock.
package cyclelockbug

import (
	"sync"
	"sync/atomic"
)

// Logger logs key-value pairs.
type Logger interface {
	Log(keyvals ...any) error
}

// Sync logs through another logger, one call at a time.
type Sync struct {
	mu     sync.Mutex
	logger Logger
	n      int
	// OnLog, if not nil, is called after each log.
	OnLog func()
}

// NewSync returns a logger that logs through l, one call at a time: if
// another log is already in progress, the calling goroutine blocks.
func NewSync(l Logger) *Sync { return &Sync{logger: l} }

// Log logs keyvals through the wrapped logger.
func (s *Sync) Log(keyvals ...any) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.n++
	err := s.logger.Log(keyvals...)
	if s.OnLog != nil {
		s.OnLog() // the bug: under the mutex
	}
	return err
}

// Count is the number of logs so far.
func (s *Sync) Count() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.n
}

type prefixed struct {
	logger Logger
	prefix []any
}

func (p *prefixed) Log(keyvals ...any) error {
	return p.logger.Log(append(append([]any{}, p.prefix...), keyvals...)...)
}

// WithPrefix returns a logger that logs through l with keyvals first.
func WithPrefix(l Logger, keyvals ...any) Logger { return &prefixed{logger: l, prefix: keyvals} }

// Swap logs through a logger that may be swapped while in use. The zero
// value logs nothing.
type Swap struct {
	v atomic.Value
}

type held struct{ Logger }

// Swap replaces the logger s logs through.
func (s *Swap) Swap(l Logger) { s.v.Store(held{l}) }

// Log logs keyvals through the current logger.
func (s *Swap) Log(keyvals ...any) error {
	h, ok := s.v.Load().(held)
	if !ok || h.Logger == nil {
		return nil
	}
	return h.Log(keyvals...)
}
