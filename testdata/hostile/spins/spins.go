// Package spins has a loop that never ends when its callback says so.
package spins

// Until calls step until it returns true: with a step that never does, it
// spins for ever (a hang that hogen must bound, not wait out).
func Until(step func(i int) bool) int {
	i := 0
	for !step(i) {
		i++
	}
	return i
}

// Count counts to n.
func Count(n int) int {
	c := 0
	for c != n { // spins for ever on a negative n
		c++
	}
	return c
}
