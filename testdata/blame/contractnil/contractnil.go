// Package contractnil has a postcondition that reads through a pointer
// the caller passes: when the program passes nil, the clause's own
// dereference fails, and that is the program's doing, not the package's
// nor the documentation's.
package contractnil

// Box holds a count.
type Box struct{ N int }

// Fill sets b's count to n; a nil b is left alone.
//
// @ ensures b.N == n
func Fill(b *Box, n int) {
	if b == nil {
		return
	}
	b.N = n
}
