// Package sortedset is a set kept in a slice sorted by the caller's cmp.
// Add finds again what it inserted, which holds for
// every cmp that is a strict weak ordering, as Go's conventions require
// of a comparator (slices.SortFunc: "cmp(a, b) should return a negative
// number when a < b, a positive number when a > b and zero when a ==
// b"). A cmp that answers 1 for every two keys is none, and a program
// that hands one in is to blame: no finding is wanted.
package sortedset

// Set is a set of keys ordered by cmp.
type Set[K any] struct {
	cmp   func(a, b K) int
	items []K
}

// New returns an empty set ordered by cmp.
func New[K any](cmp func(a, b K) int) *Set[K] { return &Set[K]{cmp: cmp} }

// search is the first index whose key is not before k.
func (s *Set[K]) search(k K) int {
	lo, hi := 0, len(s.items)
	for lo < hi {
		m := (lo + hi) / 2
		if s.cmp(s.items[m], k) < 0 {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// Add inserts k unless the set holds a key equal to it, and returns the
// key the set holds.
func (s *Set[K]) Add(k K) K {
	i := s.search(k)
	if i == len(s.items) || s.cmp(s.items[i], k) != 0 {
		s.items = append(s.items, k)
		copy(s.items[i+1:], s.items[i:])
		s.items[i] = k
	}
	return s.items[s.Index(k)]
}

// Index is the index of k, or -1.
func (s *Set[K]) Index(k K) int {
	if i := s.search(k); i < len(s.items) && s.cmp(s.items[i], k) == 0 {
		return i
	}
	return -1
}

// Len is the number of keys.
func (s *Set[K]) Len() int { return len(s.items) }
