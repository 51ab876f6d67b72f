// Package clonesbug has a Drop per element type, written out by hand as
// code before generics was, and every copy lacks the bound its doc
// promises: n past the end panics instead of leaving nothing. That is
// one bug, fixed one way, and the one finding wanted, whichever copies
// the programs reach. Its pair is clones.
package clonesbug

// DropInt returns s without its first n ints, or nothing if it has no
// more than n.
func DropInt(s []int, n int) []int {
	return s[max(n, 0):]
}

// DropString returns s without its first n strings, or nothing if it
// has no more than n.
func DropString(s []string, n int) []string {
	return s[max(n, 0):]
}

// DropFloat64 returns s without its first n float64s, or nothing if it
// has no more than n.
func DropFloat64(s []float64, n int) []float64 {
	return s[max(n, 0):]
}

// DropBool returns s without its first n bools, or nothing if it has no
// more than n.
func DropBool(s []bool, n int) []bool {
	return s[max(n, 0):]
}
