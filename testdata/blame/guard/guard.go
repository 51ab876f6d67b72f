// Package guard has an iterator whose Key may be called only while Valid
// says true, as the package's tests always do: a program that calls Key
// on an exhausted iterator misuses it. No finding is wanted. Its pair is
// guardbug.
package guard

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

// Key is the element the iterator is at.
func (it *Iter) Key() int { return it.s.xs[it.i] }
