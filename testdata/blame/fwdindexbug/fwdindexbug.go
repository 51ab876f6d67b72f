// Package fwdindexbug is fwdindex whose Set writes one past the index
// it is given: the last index of a vector fails. The package's bug,
// found.
package fwdindexbug

// Vector is a slice with methods.
type Vector[T any] []T

// MakeVectorCap returns an empty vector of capacity n.
func MakeVectorCap[T any](n int) Vector[T] { return make(Vector[T], 0, n) }

// MakeVectorOf returns a vector of vs.
func MakeVectorOf[T any](vs ...T) Vector[T] { return append(Vector[T](nil), vs...) }

// Len is the number of values.
func (v *Vector[T]) Len() int { return len(*v) }

// Set sets the i-th value.
func (v *Vector[T]) Set(i int, x T) {
	(*v)[min(i+1, len(*v))] = x // the bug: one past i, past the end at the last
}

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
