// Package zerosize keeps a moving window of the last size values. A
// window of size 0 holds nothing, and Add indexes past it: a zero passed
// for a size, capacity or dimension is a precondition Go code seldom
// states, so the failure is suspicious at most, shown only with
// -suspicious. Its pair is zerosizebug, whose Last fails on a window of
// any size.
package zerosize

// Window holds the last values added to it.
type Window struct {
	vals []float64
	next int
	full bool
}

// NewWindow returns a window of the last size values.
func NewWindow(size int) *Window { return &Window{vals: make([]float64, size)} }

// NewWindowOver returns a window that keeps its values in vals, as many
// as it holds.
func NewWindowOver(vals []float64) *Window { return &Window{vals: vals} }

// Add puts v in the window, in place of its oldest value once it is full.
func (w *Window) Add(v float64) {
	w.vals[w.next] = v
	w.next++
	if w.next == len(w.vals) {
		w.next, w.full = 0, true
	}
}

// Mean is the mean of the values in the window, 0 for none.
func (w *Window) Mean() float64 {
	n := w.next
	if w.full {
		n = len(w.vals)
	}
	if n == 0 {
		return 0
	}
	s := 0.0
	for _, v := range w.vals[:n] {
		s += v
	}
	return s / float64(n)
}
