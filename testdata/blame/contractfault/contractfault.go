// Package contractfault has a contract that panics on an empty slice: a
// documentation bug, blamed on the contract.
package contractfault

// First returns the first element.
//
// @ requires xs[0] >= 0 || len(xs) > 0
func First(xs []int) int {
	if len(xs) == 0 {
		return 0
	}
	return xs[0]
}
