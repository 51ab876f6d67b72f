// Package badswap reverses a sort.Interface with an off-by-one: it calls
// Swap(i, Len()), outside the indices sort.Interface's shipped contract
// allows. The finding is a precondition blamed on Reverse.
package badswap

import "sort"

// Reverse reverses the order of x's elements.
func Reverse(x sort.Interface) {
	for i, j := 0, x.Len(); i < j; i, j = i+1, j-1 { // BUG: j starts at Len()
		x.Swap(i, j)
	}
}
