// Package anykeybug is anykey with a bug of its own: AddAll hashes the
// slice it made, which no caller handed it as a key. hogen must find it.
package anykeybug

// Set is a set of comparable values.
type Set struct{ m map[any]bool }

// New returns an empty set.
func New() *Set { return &Set{m: map[any]bool{}} }

// Add puts v in the set.
func (s *Set) Add(v any) { s.m[v] = true }

// AddAll puts every v in the set.
func (s *Set) AddAll(vs ...int) {
	s.m[any(vs)] = true // the bug: the slice, not its elements
}

// Has reports whether v is in the set.
func (s *Set) Has(v any) bool { return s.m[v] }
