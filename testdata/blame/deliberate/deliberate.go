// Package deliberate panics on purpose on bad input: the package rejects
// what the generator passed, which is not a finding.
package deliberate

import "math"

// Sqrt returns the integer square root of x.
func Sqrt(x int) int {
	if x < 0 {
		panic("deliberate: negative input")
	}
	return int(math.Sqrt(float64(x)))
}
