// Package comparableiface declares interfaces that are constraints (they
// embed comparable), which are no types of values.
package comparableiface

// Key is what a Set may hold.
type Key interface {
	comparable
	String() string
}

// Number is a type set.
type Number interface{ ~int | ~int64 | ~float64 }

// Set is a set of keys.
type Set[T Key] struct{ m map[T]struct{} }

// NewSet returns an empty set.
func NewSet[T Key]() *Set[T] { return &Set[T]{m: map[T]struct{}{}} }

// Add puts k in the set.
func (s *Set[T]) Add(k T) { s.m[k] = struct{}{} }

// Len is the size of the set.
func (s *Set[T]) Len() int { return len(s.m) }

// Sum adds numbers.
func Sum[N Number](xs ...N) N {
	var t N
	for _, x := range xs {
		t += x
	}
	return t
}

// Name is a string Key.
type Name string

// String returns the name.
func (n Name) String() string { return string(n) }
