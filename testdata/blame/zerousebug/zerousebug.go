// Package zerousebug is zerouse with a bug: EncodeAll reads the
// buffer a zero Encoder does not have: the package's bug, found. Its
// pair is zerouse.
package zerousebug

import "io"

// Encoder encodes ints as bytes.
type Encoder struct {
	w   io.Writer
	buf []byte
}

// NewWriter returns an Encoder that writes to w.
func NewWriter(w io.Writer) *Encoder { return &Encoder{w: w, buf: make([]byte, 0, 8)} }

// EncodeAll appends the encoding of src to dst.
func (e *Encoder) EncodeAll(src []int, dst []byte) []byte {
	for _, v := range src {
		dst = append(dst, byte(v), e.buf[0])
	}
	return dst
}

// Write encodes v to the Encoder's writer.
func (e *Encoder) Write(v int) error {
	e.buf = append(e.buf[:0], byte(v))
	_, err := e.w.Write(e.buf)
	return err
}
