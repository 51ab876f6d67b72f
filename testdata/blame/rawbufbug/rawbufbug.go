// Package rawbuf reads and writes little-endian numbers in byte slices
// with no error to report a short one, as encoding/binary's ByteOrder
// does: the caller hands over as many bytes as are read, and Uint32 of
// two bytes, or a Table with no bytes, panicking is the caller's doing.
// At most suspicious findings are wanted, and Hex's own read past its
// bytes is the one finding. Its pair is rawbuf.
package rawbufbug

// Uint16 decodes a little-endian uint16 from b.
func Uint16(b []byte) uint16 { return uint16(b[0]) | uint16(b[1])<<8 }

// Uint32 decodes a little-endian uint32 from b.
func Uint32(b []byte) uint32 { return uint32(Uint16(b)) | uint32(Uint16(b[2:]))<<16 }

// PutUint16 encodes v in b, little-endian.
func PutUint16(b []byte, v uint16) { b[0], b[1] = byte(v), byte(v>>8) }

// Table is a view of numbers in a buffer, from a position.
type Table struct {
	Bytes []byte
	Pos   int
}

// GetUint16 returns the uint16 at offset off of the table.
func (t Table) GetUint16(off int) uint16 { return Uint16(t.Bytes[t.Pos+off:]) }

// Struct is a table of fixed layout.
type Struct struct {
	Table
}

// FieldUint16 returns the struct's i-th uint16 field.
func (s Struct) FieldUint16(i int) uint16 { return s.GetUint16(2 * i) }

// Hex returns the bytes of b in hexadecimal.
func Hex(b []byte) string {
	const digits = "0123456789abcdef"
	out := make([]byte, 0, 2*len(b))
	for i := 0; i <= len(b); i++ {
		out = append(out, digits[b[i]>>4], digits[b[i]&15])
	}
	return string(out)
}
