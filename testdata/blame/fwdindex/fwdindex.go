// Package fwdindex has a vector whose Set takes an index below its
// length. A program that sets index 0 of an empty one, from a callback
// whose index is a variable declared ahead of the call that returns it
// (var n int; n = CountIf(s, func(...) { v.Set(n, x) })), misuses it
// as surely as one that sets it at top level: no finding is wanted.
// Its pair is fwdindexbug, whose Set writes one past the index.
package fwdindex

// Vector is a slice with methods.
type Vector[T any] []T

// MakeVectorCap returns an empty vector of capacity n.
func MakeVectorCap[T any](n int) Vector[T] { return make(Vector[T], 0, n) }

// MakeVectorOf returns a vector of vs.
func MakeVectorOf[T any](vs ...T) Vector[T] { return append(Vector[T](nil), vs...) }

// Len is the number of values.
func (v *Vector[T]) Len() int { return len(*v) }

// Set sets the i-th value.
func (v *Vector[T]) Set(i int, x T) { (*v)[i] = x }

// CountIf counts the values of s for which f says true.
func CountIf[T any](s []T, f func(T) bool) int {
	n := 0
	for _, x := range s {
		if f(x) {
			n++
		}
	}
	return n
}
