// Package pooledbug is pooled with a bug: Encode writes a newline one
// past the text it made, out of range for a reset Encoder: the package's
// bug, found. Its pair is pooled.
package pooledbug

import (
	"bytes"
	"io"
	"strconv"
	"sync"
)

var encPool = sync.Pool{New: func() any { return &Encoder{} }}

// Encoder writes ints as text.
type Encoder struct {
	w   io.Writer
	buf []byte
}

// GetEncoder returns an Encoder from the pool.
func GetEncoder() *Encoder { return encPool.Get().(*Encoder) }

// PutEncoder returns enc to the pool.
func PutEncoder(enc *Encoder) {
	enc.w = nil
	encPool.Put(enc)
}

// Reset makes enc write to w.
func (enc *Encoder) Reset(w io.Writer) {
	enc.w = w
	enc.buf = enc.buf[:0]
}

// Encode writes v.
func (enc *Encoder) Encode(v int) error {
	enc.buf = strconv.AppendInt(enc.buf[:0], int64(v), 10)
	enc.buf[len(enc.buf)-1+1] = '\n' // one past the text
	_, err := enc.w.Write(enc.buf)
	return err
}

// Marshal returns the text of v.
func Marshal(v int) []byte {
	enc := GetEncoder()
	var buf bytes.Buffer
	enc.Reset(&buf)
	enc.Encode(v)
	PutEncoder(enc)
	return buf.Bytes()
}
