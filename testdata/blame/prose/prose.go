// Package prose states its preconditions in words, as Go documentation
// usually does, and hogen must read them: a panic that the doc announces
// is the package rejecting its input, and a callback that the doc forbids
// to change the buffer must not change it. No finding is wanted.
package prose

// Buf is a byte buffer.
type Buf struct{ b []byte }

// Append adds x at the end.
func (b *Buf) Append(x byte) { b.b = append(b.b, x) }

// Len is the number of bytes.
func (b *Buf) Len() int { return len(b.b) }

// Truncate keeps the first n bytes. It panics if n is negative or greater
// than Len.
func (b *Buf) Truncate(n int) { b.b = b.b[:n] }

// Each calls f on each byte, in order. The behavior of Each is undefined
// if f changes the buffer.
func (b *Buf) Each(f func(byte)) {
	n := len(b.b)
	for i := 0; i < n; i++ {
		f(b.b[i]) // a Truncate in f would make this index fail
	}
}
