// Package clones has a Drop per element type, written out by hand as
// code before generics was: each drops the first n elements of a slice,
// and n past the end leaves nothing. No finding is wanted. Its pair is
// clonesbug, whose copies all lack the bound: one bug, one finding.
package clones

// DropInt returns s without its first n ints.
func DropInt(s []int, n int) []int {
	if n > len(s) {
		n = len(s)
	}
	return s[max(n, 0):]
}

// DropString returns s without its first n strings.
func DropString(s []string, n int) []string {
	if n > len(s) {
		n = len(s)
	}
	return s[max(n, 0):]
}

// DropFloat64 returns s without its first n float64s.
func DropFloat64(s []float64, n int) []float64 {
	if n > len(s) {
		n = len(s)
	}
	return s[max(n, 0):]
}

// DropBool returns s without its first n bools.
func DropBool(s []bool, n int) []bool {
	if n > len(s) {
		n = len(s)
	}
	return s[max(n, 0):]
}
