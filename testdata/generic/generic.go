// Package generic has a generic ring buffer with a bug: hogen must
// instantiate it, find the bug, and print the instantiation.
package generic

// Ring keeps the last items pushed, up to its size.
type Ring[T any] struct {
	buf  []T
	head int
	n    int
}

// NewRing returns an empty ring of the given size.
//
//@ requires size >= 1 && size <= 64
func NewRing[T any](size int) *Ring[T] {
	if size < 1 || size > 64 { // hogen does not check generic contracts yet
		panic("generic: bad size")
	}
	return &Ring[T]{buf: make([]T, size)}
}

// Push adds v, dropping the oldest item when the ring is full.
func (r *Ring[T]) Push(v T) {
	if r.n == len(r.buf) {
		r.head = (r.head + 1) % len(r.buf)
	} else {
		r.n++
	}
	r.buf[(r.head+r.n-1)%len(r.buf)] = v
}

// Last returns the k-th newest item, 0 the newest.
//
//@ requires k >= 0 && k < r.Len()
func (r *Ring[T]) Last(k int) T {
	if k < 0 || k >= r.n {
		panic("generic: no such item")
	}
	return r.buf[r.head+r.n-1-k] // BUG: no wrap-around
}

// Len is how many items the ring holds.
func (r *Ring[T]) Len() int { return r.n }
