// Package stoponcebug is stoponce with a bug: the third Now reads past
// the timer's ticks, Stop or no Stop: the package's bug, found. (A Now
// after Stop, which dereferences the tick Stop cleared, is a use after
// the end: the program's.) Its pair is stoponce.
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
	now   *int
	done  chan bool
	ticks [2]int
	n     int
}

// NewTimer returns a started timer.
func NewTimer() StoppableTimer {
	n := 1
	return &timer{now: &n, done: make(chan bool, 1)}
}

func (t *timer) Now() int {
	t.n++
	return *t.now + t.ticks[t.n] // BUG: the third Now reads past ticks
}

func (t *timer) Stop() {
	close(t.done)
	t.now = nil
}
