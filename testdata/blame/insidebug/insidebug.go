// Package insidebug is inside with a bug: Last, the last byte written,
// reads past the buffer, the package's bug, found; AddString at top
// level is still the program's misuse. Its pair is inside.
package insidebug

// An ArrayMarshaler writes its elements with enc.
type ArrayMarshaler interface {
	MarshalArray(enc *Encoder)
}

// Encoder writes JSON.
type Encoder struct{ buf []byte }

// NewEncoder returns an empty encoder.
func NewEncoder() *Encoder { return &Encoder{} }

// EncodeArray writes a as a JSON array.
func (e *Encoder) EncodeArray(a ArrayMarshaler) {
	e.buf = append(e.buf, '[')
	a.MarshalArray(e)
	e.buf = append(e.buf, ']')
}

// AddString adds s as an element. Must be used inside an array
// encoding.
func (e *Encoder) AddString(s string) {
	if e.buf[len(e.buf)-1] != '[' {
		e.buf = append(e.buf, ',')
	}
	e.buf = append(e.buf, '"')
	e.buf = append(e.buf, s...)
	e.buf = append(e.buf, '"')
}

// String is what was written.
func (e *Encoder) String() string { return string(e.buf) }

// Last is the last byte written, or 0.
func (e *Encoder) Last() byte {
	if len(e.buf) == 0 {
		return 0
	}
	return e.buf[len(e.buf)]
}
