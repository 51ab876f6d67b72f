// Package validflagbug is validflag with a bug: Value slices one byte
// past the end of every scanned variant. A Variant{Valid: true} built by
// hand stays the caller's forgery.
package validflagbug

import "errors"

// Variant is a value of any kind read from a database, or null.
type Variant struct {
	Valid bool
	raw   []byte
}

// Scan fills v from src, a kind byte then the value, as database/sql
// scans a column.
func (v *Variant) Scan(src any) error {
	var b []byte
	switch src := src.(type) {
	case []byte:
		b = src
	case string:
		b = []byte(src)
	}
	if len(b) == 0 {
		return errors.New("validflag: not a variant")
	}
	v.raw, v.Valid = b, true
	return nil
}

// Kind returns the kind byte of a valid variant, or 0 for null.
func (v Variant) Kind() byte {
	if !v.Valid {
		return 0
	}
	return v.raw[0]
}

// Value returns the bytes of the value, or nil for null.
func (v Variant) Value() []byte {
	if !v.Valid {
		return nil
	}
	return v.raw[1 : 1+v.Len()+1]
}

// Len returns the length of the value, or 0 for null.
func (v Variant) Len() int {
	if !v.Valid {
		return 0
	}
	return len(v.raw) - 1
}
