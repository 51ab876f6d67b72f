// Package input holds text to lex, ended by a NUL that NewInput
// appends; it is another package than the one under test.
package input

// Input is text with a NUL at its end.
type Input struct {
	buf []byte
	pos int
}

// NewInput returns an Input over s.
func NewInput(s string) *Input { return &Input{buf: append([]byte(s), 0)} }

// Peek is the byte at the position, NUL at the end.
func (z *Input) Peek() byte { return z.buf[z.pos] }

// Move moves the position n bytes on, not past the NUL.
func (z *Input) Move(n int) { z.pos = min(z.pos+max(n, 0), len(z.buf)-1) }

// Pos is the position.
func (z *Input) Pos() int { return z.pos }
