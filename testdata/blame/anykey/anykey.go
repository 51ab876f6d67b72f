// Package anykey keys a map by the values it is handed as any: a program
// that hands it a slice misuses it (the Go spec makes hashing a slice
// panic). No finding is wanted. Its pair is anykeybug.
package anykey

// Set is a set of comparable values.
type Set struct{ m map[any]bool }

// New returns an empty set.
func New() *Set { return &Set{m: map[any]bool{}} }

// Add puts v in the set.
func (s *Set) Add(v any) { s.m[v] = true }

// Has reports whether v is in the set.
func (s *Set) Has(v any) bool { return s.m[v] }

// Items lists the set's values.
func (s *Set) Items() []any {
	var out []any
	for v := range s.m {
		out = append(out, v)
	}
	return out
}
