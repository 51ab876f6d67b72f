// Package zerouse has an Encoder whose zero value its tests use for
// EncodeAll only; a stream needs NewWriter's writer. A program that
// writes to a zero Encoder misuses it. No finding is wanted. Its pair is
// zerousebug, whose EncodeAll fails on a zero Encoder.
package zerouse

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
		dst = append(dst, byte(v))
	}
	return dst
}

// Write encodes v to the Encoder's writer.
func (e *Encoder) Write(v int) error {
	e.buf = append(e.buf[:0], byte(v))
	_, err := e.w.Write(e.buf)
	return err
}
