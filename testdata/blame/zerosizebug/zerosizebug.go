// Package zerosizebug keeps a moving window of the last size values,
// and makes a window of at least one; its Last indexes before the start
// once the window has wrapped, or when it is empty: a bug found whatever
// the size. Its pair is zerosize.
package zerosizebug

// Window holds the last values added to it.
type Window struct {
	vals []float64
	next int
}

// NewWindow returns a window of the last size values, at least one.
func NewWindow(size int) *Window { return &Window{vals: make([]float64, max(size, 1))} }

// Bytes is a window of the last bytes written to it, kept in its buffer.
type Bytes struct {
	buf  []byte
	next int
}

// NewBytes returns a window over buf, as many bytes as it holds, at
// least one.
func NewBytes(buf []byte) *Bytes {
	if len(buf) == 0 {
		buf = make([]byte, 1)
	}
	return &Bytes{buf: buf}
}

// WriteByte puts c in the window, in place of its oldest byte once full.
func (b *Bytes) WriteByte(c byte) error {
	b.buf[b.next] = c
	b.next = (b.next + 1) % len(b.buf)
	return nil
}

// Add puts v in the window, in place of its oldest value once it is full.
func (w *Window) Add(v float64) {
	w.vals[w.next] = v
	w.next = (w.next + 1) % len(w.vals)
}

// Last is the value added last, 0 for none.
func (w *Window) Last() float64 { return w.vals[w.next-1] }

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
