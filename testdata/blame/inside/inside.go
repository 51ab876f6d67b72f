// Package inside has an Encoder whose AddString, its doc says, must be
// used inside an array encoding, where the Encoder has written the
// array's opening bracket: at top level, on a fresh Encoder, it reads
// the rune before an empty buffer, the program's misuse. No finding is
// wanted. Its pair is insidebug.
package inside

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
