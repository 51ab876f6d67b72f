// Package guardbug is guard whose Key is wrong while Valid says true:
// it reads past the end at the last element of an odd count. The pair
// of guard.
package guardbug

import "sort"

// Set is a sorted set of ints.
type Set struct{ xs []int }

// Add adds x.
func (s *Set) Add(x int) {
	i := sort.SearchInts(s.xs, x)
	if i < len(s.xs) && s.xs[i] == x {
		return
	}
	s.xs = append(s.xs, 0)
	copy(s.xs[i+1:], s.xs[i:])
	s.xs[i] = x
}

// Iter returns an iterator at the smallest element.
func (s *Set) Iter() *Iter { return &Iter{s: s} }

// Iter walks a Set in order.
type Iter struct {
	s *Set
	i int
}

// Valid reports whether the iterator is at an element.
func (it *Iter) Valid() bool { return it.i < len(it.s.xs) }

// Next moves to the next element.
func (it *Iter) Next() { it.i++ }

// Key is the element the iterator is at. BUG: at an odd position it
// reads the element after it, which the last one does not have.
func (it *Iter) Key() int {
	if it.i%2 == 1 {
		return it.s.xs[it.i+1]
	}
	return it.s.xs[it.i]
}
