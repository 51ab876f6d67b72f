// Package ifacepanicbug is ifacepanic, whose sets also Pop: the small
// set's Pop takes the first of its keys without asking whether there is
// one, and an empty set panics: the package's bug, to be found. Mixing
// the two kinds in Union is still the program's misuse, by Union's doc.
package ifacepanicbug

// Set is a set of ints.
type Set interface {
	// Add adds v.
	Add(v int)
	// Len is the number of elements.
	Len() int
	// Union returns the elements of both sets.
	//
	// Note that the argument to Union must be of the same kind as the
	// receiver of the method. Otherwise, Union will panic.
	Union(other Set) Set
	// Pop removes and returns the smallest element, or 0 when the set is
	// empty.
	Pop() int
}

type small map[int]bool

type locked struct{ m map[int]bool }

// NewSmall returns an empty set for few elements.
func NewSmall() Set { return small{} }

// NewLocked returns an empty set for many.
func NewLocked() Set { return &locked{m: map[int]bool{}} }

func (s small) Add(v int) { s[v] = true }
func (s small) Len() int  { return len(s) }
func (s small) Union(other Set) Set {
	o := other.(small)
	u := small{}
	for v := range s {
		u[v] = true
	}
	for v := range o {
		u[v] = true
	}
	return u
}

func (s *locked) Add(v int) { s.m[v] = true }
func (s *locked) Len() int  { return len(s.m) }
func (s *locked) Union(other Set) Set {
	if _, ok := other.(small); ok {
		return other.Union(s) // a union is the same either way round
	}
	o := other.(*locked)
	u := &locked{m: map[int]bool{}}
	for v := range s.m {
		u.m[v] = true
	}
	for v := range o.m {
		u.m[v] = true
	}
	return u
}

func (s small) Pop() int {
	keys := make([]int, 0, len(s))
	for v := range s {
		keys = append(keys, v)
	}
	min := keys[0] // the bug: an empty set has no keys[0]
	for _, v := range keys {
		min = minInt(min, v)
	}
	delete(s, min)
	return min
}

func (s *locked) Pop() int {
	if len(s.m) == 0 {
		return 0
	}
	return small(s.m).Pop()
}

func minInt(a, b int) int {
	if a < b {
		return a
	}
	return b
}
