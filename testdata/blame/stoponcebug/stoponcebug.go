// Package stoponcebug is stoponce with a bug: Now dereferences the tick
// that Stop cleared: the package's bug, found. Its pair is stoponce.
package stoponcebug

// StoppableTimer tells the time until it is stopped.
type StoppableTimer interface {
	// Now is the current tick.
	Now() int
	// Stop releases the timer. It is not called automatically, so the
	// user must call it just once.
	Stop()
}

type timer struct {
	now  *int
	done chan bool
}

// NewTimer returns a started timer.
func NewTimer() StoppableTimer {
	n := 1
	return &timer{now: &n, done: make(chan bool, 1)}
}

func (t *timer) Now() int {
	return *t.now
}

func (t *timer) Stop() {
	close(t.done)
	t.now = nil
}
