// Package zerodecode is a filter made by New; its tests build a zero one
// only as the target a gob decoder fills, and then ask it. A zero Filter
// asked anything divides by zero: the program's doing, since users make
// a Filter with New or decode one. No finding is wanted.
package zerodecode

import "errors"

// Filter remembers which residues it was given.
type Filter struct {
	bits []bool
}

// New returns a Filter of n bits (at least one).
func New(n int) *Filter {
	if n < 1 {
		n = 1
	}
	return &Filter{bits: make([]bool, n)}
}

// Add remembers x.
func (f *Filter) Add(x uint) { f.bits[x%uint(len(f.bits))] = true }

// Test reports whether x may have been added.
func (f *Filter) Test(x uint) bool { return f.bits[x%uint(len(f.bits))] }

// GobEncode encodes f.
func (f *Filter) GobEncode() ([]byte, error) {
	b := make([]byte, len(f.bits))
	for i, v := range f.bits {
		if v {
			b[i] = 1
		}
	}
	return b, nil
}

// GobDecode sets f to the Filter b encodes.
func (f *Filter) GobDecode(b []byte) error {
	if len(b) == 0 {
		return errors.New("zerodecode: empty encoding")
	}
	f.bits = make([]bool, len(b))
	for i, v := range b {
		f.bits[i] = v != 0
	}
	return nil
}
