// Package zerodecodebug is zerodecode with a bug: Test looks one bit past
// the end of a Filter New made, for the residues that land there. The zero
// Filter its tests decode into stays the program's doing; the bug is
// found.
package zerodecodebug

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
func (f *Filter) Test(x uint) bool { return f.bits[x%uint(len(f.bits)+1)] }

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
		return errors.New("zerodecodebug: empty encoding")
	}
	f.bits = make([]bool, len(b))
	for i, v := range b {
		f.bits[i] = v != 0
	}
	return nil
}
