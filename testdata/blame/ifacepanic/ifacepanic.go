// Package ifacepanic has two kinds of set behind one interface, whose
// method's doc says an argument of the other kind panics: a program that
// mixes them misuses the sets. No finding is wanted. Its pair is
// ifacepanicbug, whose Pop fails on an empty set.
package ifacepanic

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
