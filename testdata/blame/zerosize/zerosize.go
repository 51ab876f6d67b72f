// Package zerosize keeps a moving window of the last size values. A
// window of size 0 holds nothing, and Add indexes past it, as WriteByte
// does past a window over an empty buffer, a Ring made for a hint of 0
// keys divides by it, a Wheel of size 0 overflows into wheels no wider
// until the stack runs out, and a Circle made WithCapacity(0) has no
// slot to offer to: a zero passed for a size, hint,
// capacity or dimension is a precondition Go code seldom states, so the
// failure is suspicious at most, shown only with -suspicious. Its pair is zerosizebug, whose Last fails on a window of
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

// Bytes is a window of the last bytes written to it, kept in its buffer.
type Bytes struct {
	buf  []byte
	next int
}

// NewBytes returns a window over buf, as many bytes as it holds.
func NewBytes(buf []byte) *Bytes { return &Bytes{buf: buf} }

// WriteByte puts c in the window, in place of its oldest byte once full.
func (b *Bytes) WriteByte(c byte) error {
	b.buf[b.next] = c
	b.next = (b.next + 1) % len(b.buf)
	return nil
}

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

// Ring spreads keys over slots, as many as its constructor's hint.
type Ring struct {
	slots int
}

// NewRing returns a Ring for about hint keys.
func NewRing(hint uint) *Ring { return &Ring{slots: int(hint)} }

// Slot is the slot of key.
func (r *Ring) Slot(key int) int { return key % r.slots }

// Wheel files delays in size slots, and those past its span in a wheel
// of the next level, size times wider.
type Wheel struct {
	size, span int64
	next       *Wheel
}

// NewWheel returns a wheel of size slots.
func NewWheel(size int64) *Wheel { return &Wheel{size: size, span: size} }

// Add files delay d.
func (w *Wheel) Add(d int64) {
	if d < w.span || w.size == 1 {
		return
	}
	if w.next == nil {
		w.next = &Wheel{size: w.size, span: w.span * w.size}
	}
	w.next.Add(d)
}

// An Option configures a Circle.
type Option interface{ apply(*Circle) }

type capacityOption int

func (c capacityOption) apply(q *Circle) { q.buf = make([]int, int(c)) }

// WithCapacity makes a Circle hold capacity values.
func WithCapacity(capacity int) Option { return capacityOption(capacity) }

// Circle holds the last values offered to it.
type Circle struct {
	buf  []int
	next int
}

// NewCircle returns a Circle of 8 values, or as opts say.
func NewCircle(opts ...Option) *Circle {
	q := &Circle{buf: make([]int, 8)}
	for _, o := range opts {
		o.apply(q)
	}
	return q
}

// Offer puts v in place of the oldest value.
func (q *Circle) Offer(v int) {
	q.buf[q.next] = v
	q.next = (q.next + 1) % len(q.buf)
}
