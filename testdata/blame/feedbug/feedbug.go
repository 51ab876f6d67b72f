// Package feedbug is a feed that delivers values on a channel its user
// receives from, as time.Ticker delivers ticks on C. The bug: Last
// indexes its history one past the value taken last, which only a
// program that receives from C reaches.
package feedbug

// Feed delivers its values on C, one at a time.
type Feed struct {
	C       <-chan int
	c       chan int
	pending []int
	history []int // every value put in c
}

// New returns a feed of vals.
func New(vals ...int) *Feed {
	c := make(chan int, 1)
	f := &Feed{C: c, c: c, pending: vals}
	f.refill()
	return f
}

// refill puts the next pending value in C when C is empty.
func (f *Feed) refill() {
	if len(f.c) == 0 && len(f.pending) > 0 {
		f.c <- f.pending[0]
		f.history = append(f.history, f.pending[0])
		f.pending = f.pending[1:]
	}
}

// Pending is how many values are still to be taken from C.
func (f *Feed) Pending() int {
	f.refill()
	return len(f.pending) + len(f.c)
}

// Push adds v to the values to deliver.
func (f *Feed) Push(v int) {
	f.pending = append(f.pending, v)
	f.refill()
}

// Last is the value taken from C last, or 0 when none was.
func (f *Feed) Last() int {
	taken := len(f.history) - len(f.c)
	if taken == 0 {
		return 0
	}
	return f.history[taken] // the bug: taken-1
}
