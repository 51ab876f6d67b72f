// Package product crosses slices: what Cross allocates is the product of
// its inputs' lengths. A program that crosses two ranges of Limit asks for
// 1<<34 pairs, more memory than any machine has, and misuses it; no
// finding is wanted. Its pair is testdata/realworld's haxmap, which runs
// out of memory from small inputs.
package product

// Limit is the longest range Range makes.
const Limit = 1 << 17

// Range returns the ints from 0 to n-1, at most Limit of them.
func Range(n int) []int {
	n = max(0, min(n, Limit))
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

// Cross returns every pair of an element of a and one of b.
func Cross(a, b []int) [][2]int {
	out := make([][2]int, 0, len(a)*len(b))
	for _, x := range a {
		for _, y := range b {
			out = append(out, [2]int{x, y})
		}
	}
	return out
}
