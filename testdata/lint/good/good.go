// Package good holds well-formed contracts of every kind and spelling:
// hogen lint must report nothing here.
package good

import (
	"container/list"
	"errors"
	"strconv"
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
// @ ensures result == c.n
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
// @ ensures len(xs) > 0 || result == 0
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
// @ requires a >= 0 && b >= 0
type Less func(a, b int) bool

// Queue is a FIFO of strings.
//
// @ invariant self.Len() >= 0
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
// @ invariant b.set || self.v == *new(T)
type Box[T comparable] struct {
	v   T
	set bool
}

// Put stores v.
//
// @ ensures b.v == v && self.set
func (b *Box[T]) Put(v T) {
	b.v = v
	b.set = true
}

// Map is a lookup table.
//
// @ invariant self != nil
type Map map[string]int

// Has reports whether k is in m.
//
// @ ensures result == (m[k] != 0)
func (m Map) Has(k string) bool { return m[k] != 0 }

// S has a blank type parameter on a receiver.
type S[T any] struct{ v T }

// Blank has a receiver with a blank type parameter.
//
// @ requires s != nil && self != nil
func (s *S[_]) Blank() {}

// Vector is a 2D vector.
type Vector interface {
	// Add returns the sum; it changes nothing.
	Add(o Vector) Vector
	// Norm is the length.
	Norm() float64
}

// Vec2 is the Vector of this package.
type Vec2 struct{ X, Y float64 }

// Add returns the sum.
func (v Vec2) Add(o Vector) Vector { w := o.(Vec2); return Vec2{v.X + w.X, v.Y + w.Y} }

// Norm is the length, squared.
func (v Vec2) Norm() float64 { return v.X*v.X + v.Y*v.Y }

// Sum2 adds vectors; Add is pure though its name is imperative.
//
// @ ensures result.Norm() >= 0 || v.Add(w).Norm() >= 0
func Sum2(v, w Vector) Vector { return v.Add(w) }

// Digits formats n.
//
// @ ensures len(strconv.AppendInt(nil, int64(n), 10)) == len(result)
func Digits(n int) string { return strconv.Itoa(n) }

// Self has a parameter named self.
//
// @ requires self > 0
func (c *Counter) Self(self int) {}

// Pair is named s by some methods and p by others.
//
// @ invariant s.a <= p.b
type Pair struct{ a, b int }

// A is the first.
func (s *Pair) A() int { return s.a }

// B is the second.
func (p *Pair) B() int { return p.b }

// Inline has its contract on the header line.
//
// Contract: requires x >= 0
func Inline(x int) {}

// Numbered numbers its items.
//
// Contract:
//  1. requires x >= 0
//  2. ensures result >= x
func Numbered(x int) int { return x }

/*
Block is documented in a block comment.

Contract:
  - requires x != 0
*/
func Block(x int) {}

// Recent keeps keys in the order they were used, in a list of the
// standard library.
type Recent struct {
	l *list.List
}

// Keys lists the keys, most recent first. It walks the list with
// (*list.Element).Next, which only reads, whatever its name says.
func (r *Recent) Keys() []string {
	var out []string
	for e := r.l.Front(); e != nil; e = e.Next() {
		out = append(out, e.Value.(string))
	}
	return out
}

// Touch moves key to the front.
//
// Contract:
//   - ensures len(r.Keys()) >= 1
func (r *Recent) Touch(key string) { r.l.PushFront(key) }
