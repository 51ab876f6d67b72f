// Package stoponce has a timer whose Stop its doc says to call just once:
// a program that stops it twice misuses it. No finding is wanted. Its
// pair is stoponcebug, whose Now fails on a stopped timer.
package stoponce

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
	if t.now == nil {
		return 0
	}
	return *t.now
}

func (t *timer) Stop() {
	close(t.done)
	t.now = nil
}
