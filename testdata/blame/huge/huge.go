// Package huge allocates what it is asked for: a program that asks for
// 1<<40 bytes, or for a negative count, misuses it. No finding is wanted;
// its pair is testdata/stack, whose capacity bug is an index out of range
// with no such value.
package huge

// Buffer holds bytes.
type Buffer struct{ b []byte }

// New returns a buffer of n zero bytes.
func New(n int) *Buffer { return &Buffer{b: make([]byte, n)} }

// Grow makes room for n more bytes.
func (b *Buffer) Grow(n int) { b.b = append(b.b, make([]byte, n)...) }

// Len is the number of bytes.
func (b *Buffer) Len() int { return len(b.b) }
