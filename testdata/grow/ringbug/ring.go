// Package ringbug is a queue in a ring buffer that doubles when it is
// full. Its growth forgets that the contents may wrap around the end of
// the buffer: only a ring that was popped from and then filled to its
// 16 slots reaches the bug, a state no short program builds from scratch.
package ringbug

const minLen = 16

// Ring is a first-in first-out queue of ints.
type Ring struct {
	buf     []int
	head, n int
}

// New returns an empty ring.
func New() *Ring { return &Ring{buf: make([]int, minLen)} }

// Len returns the number of elements in the ring.
func (r *Ring) Len() int { return r.n }

// Push adds v at the back of the ring.
func (r *Ring) Push(v int) {
	if r.n == len(r.buf) {
		r.grow()
	}
	r.buf[(r.head+r.n)%len(r.buf)] = v
	r.n++
}

// Pop removes and returns the element at the front of the ring. It
// panics if the ring is empty.
func (r *Ring) Pop() int {
	if r.n == 0 {
		panic("ringbug: Pop of an empty ring")
	}
	v := r.buf[r.head]
	r.head = (r.head + 1) % len(r.buf)
	r.n--
	return v
}

func (r *Ring) grow() {
	buf := make([]int, 2*len(r.buf))
	copy(buf, r.buf[r.head:r.head+r.n]) // the bug: the contents may wrap
	r.buf, r.head = buf, 0
}
