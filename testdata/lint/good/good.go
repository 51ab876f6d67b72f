// Package good holds well-formed contracts of every kind and spelling:
// hogen lint must report nothing here.
package good

import (
	"errors"
	"strings"
)

// Limit bounds a Counter.
const Limit = 100

// Counter counts up to Limit.
//
// Contract:
//   - invariant self.n >= 0 && c.n <= Limit
type Counter struct {
	n int
}

// Add adds d to the counter and returns the new count.
//
// Contract:
//   - requires d >= 0
//   - requires c.n+d <= Limit
//   - ensures result == old(c.n) + d
//   - ensures self.n == result &&
//     result >= old(self.Get())
func (c *Counter) Add(d int) int {
	c.n += d
	return c.n
}

// Get returns the count.
//
//@ ensures result == c.n
func (c *Counter) Get() int { return c.n }

// Split cuts s around the first sep.
//
//hogen:requires sep != ""
//hogen:ensures !found || strings.HasPrefix(s, before)
func Split(s, sep string) (before, after string, found bool) {
	return strings.Cut(s, sep)
}

// Div divides.
//
// @ requires b != 0
// @ ensures result1 != nil || result0*b+a%b == a
func Div(a, b int) (int, error) {
	if b == 0 {
		return 0, errors.New("division by zero")
	}
	return a / b, nil
}

// Sum adds its arguments.
//
//@ ensures len(xs) > 0 || result == 0
func Sum(xs ...int) int {
	t := 0
	for _, x := range xs {
		t += x
	}
	return t
}

// Handler handles an event.
//
// Contract:
//   - requires ev != ""
//   - ensures err == nil || err.Error() != ""
type Handler func(ev string) (err error)

// Less orders a and b.
//
//@ requires a >= 0 && b >= 0
type Less func(a, b int) bool

// Queue is a FIFO of strings.
//
//@ invariant self.Len() >= 0
type Queue interface {
	// Put adds s at the end.
	//
	// Contract:
	//   - requires s != ""
	//   - ensures self.Len() == old(self.Len()) + 1
	Put(s string)

	// Take removes the first item.
	//
	//@ requires self.Len() > 0
	//@ ensures self.Len() == old(self.Len())-1
	Take() string

	// Len is how many items there are.
	Len() int

	// Each calls f on each item in order.
	//
	//hogen:requires f != nil
	Each(f func(i int, s string), more ...int)
}

// Box holds one value of any type.
//
//@ invariant b.set || self.v == *new(T)
type Box[T comparable] struct {
	v   T
	set bool
}

// Put stores v.
//
//@ ensures b.v == v && self.set
func (b *Box[T]) Put(v T) {
	b.v = v
	b.set = true
}

// Map is a lookup table.
//
//@ invariant self != nil
type Map map[string]int

// Has reports whether k is in m.
//
//@ ensures result == (m[k] != 0)
func (m Map) Has(k string) bool { return m[k] != 0 }
