// Package recursion recurses forever on one input: a crash (stack
// overflow), after which the run goes on.
package recursion

// Depth returns n, recursing forever for 1.
func Depth(n int) int {
	if n == 1 {
		return Depth(n) + 1 // BUG
	}
	return n
}

// Half returns n/2.
func Half(n int) int { return n / 2 }
