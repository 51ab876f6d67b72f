// Package spanbug is span whose RemoveLength keeps one value too few
// after the range: one that ends at the length fails. The package's bug,
// found.
package spanbug

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
	*v = append((*v)[:i], (*v)[i+n+1:]...) // the bug: one past the range
}
