// Package span has a vector, a slice with methods, whose RemoveLength
// takes a range as its start and a count: i+n is its end, at most the
// length, as s[i:i+n]'s is. A program that removes more than there is
// misuses it, and no finding is wanted. Its pair is spanbug, whose
// RemoveLength fails on a range that ends at the length.
package span

// Vector is a slice of ints.
type Vector []int

// MakeVector returns a vector of the values vs.
func MakeVector(vs ...int) Vector { return Vector(append([]int(nil), vs...)) }

// Len is the number of values.
func (v *Vector) Len() int { return len(*v) }

// Append adds x at the end.
func (v *Vector) Append(x int) { *v = append(*v, x) }

// RemoveLength removes the values in [i, i+n).
func (v *Vector) RemoveLength(i int, n int) {
	*v = append((*v)[:i], (*v)[i+n:]...)
}
