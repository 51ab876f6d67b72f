// Package contractnilbug has the shape of contractnil, and Fill breaks
// its postcondition on a Box that is there: the package's bug.
package contractnilbug

// Box holds a count.
type Box struct{ N int }

// Fill sets b's count to n; a nil b is left alone.
//
// @ ensures b.N == n
func Fill(b *Box, n int) {
	if b == nil {
		return
	}
	if n > 3 {
		n-- // BUG
	}
	b.N = n
}
