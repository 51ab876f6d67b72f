// Package features uses every Go feature the generator must handle:
// multiple results and errors, variadic calls, pointer and value method
// sets, embedded interfaces, structs with exported fields, slices, maps,
// channels, named func types, generic functions and types, and callbacks
// that may re-enter the object that calls them.
package features

import (
	"errors"
	"sort"
)

// Kind classifies events.
type Kind int

// The kinds.
const (
	KindInfo Kind = iota
	KindWarn
	KindError
)

// ErrClosed is returned by a closed Bus.
var ErrClosed = errors.New("bus closed")

// Event is what a Bus delivers.
type Event struct {
	Topic string
	Kind  Kind
	Tags  []string
}

// Handler handles an event; an error stops the delivery.
type Handler func(ev Event) error

// Bus delivers events to handlers by topic.
type Bus struct {
	handlers map[string][]Handler
	closed   bool
	sent     int
	parent   *Bus
}

// NewBus returns an open bus.
func NewBus() *Bus { return &Bus{handlers: map[string][]Handler{}} }

// Subscribe adds h for topic and returns its index.
//
// @ requires h != nil
func (b *Bus) Subscribe(topic string, h Handler) int {
	b.handlers[topic] = append(b.handlers[topic], h)
	return len(b.handlers[topic]) - 1
}

// Unsubscribe removes the handler at index i of topic.
func (b *Bus) Unsubscribe(topic string, i int) bool {
	hs := b.handlers[topic]
	if i < 0 || i >= len(hs) {
		return false
	}
	b.handlers[topic] = append(hs[:i], hs[i+1:]...)
	return true
}

// Publish delivers ev to the handlers of its topic, in order.
func (b *Bus) Publish(ev Event) (delivered int, err error) {
	if b.closed {
		return 0, ErrClosed
	}
	for _, h := range b.handlers[ev.Topic] {
		if err := h(ev); err != nil {
			return delivered, err
		}
		delivered++
		b.sent++
	}
	return delivered, nil
}

// Close closes the bus.
func (b *Bus) Close() error {
	if b.closed {
		return ErrClosed
	}
	b.closed = true
	return nil
}

// Adopt makes b deliver to parent's handlers after its own; if parent
// is nil, b delivers to its own only. (A parameter whose doc says what
// nil means: the generator passes nil at times.)
func (b *Bus) Adopt(parent *Bus) { b.parent = parent }

// Sent is how many deliveries succeeded.
func (b Bus) Sent() int { return b.sent }

// Shape has an area.
type Shape interface {
	Area() int
}

// Named is a Shape with a name: an embedded interface.
type Named interface {
	Shape
	Name() string
}

// Point is a plain struct with exported fields.
type Point struct {
	X, Y int
}

// Add returns p+q: a value method.
func (p Point) Add(q Point) Point { return Point{p.X + q.X, p.Y + q.Y} }

// Scale multiplies p by k: a pointer method.
func (p *Point) Scale(k int) { p.X *= k; p.Y *= k }

// Registry keeps named shapes.
type Registry struct {
	shapes []Named
}

// Register adds n.
func (r *Registry) Register(n Named) error {
	if n == nil {
		return errors.New("nil shape")
	}
	r.shapes = append(r.shapes, n)
	return nil
}

// Visit calls f on each shape; f may register more.
func (r *Registry) Visit(f func(n Named) bool) {
	for i := 0; i < len(r.shapes); i++ {
		if !f(r.shapes[i]) {
			return
		}
	}
}

// Total is the sum of the areas.
func (r *Registry) Total() int {
	t := 0
	for _, s := range r.shapes {
		t += s.Area()
	}
	return t
}

// Sum adds its arguments: variadic.
func Sum(base int, xs ...int) int {
	for _, x := range xs {
		base += x
	}
	return base
}

// Fill sends up to n values on ch without blocking and returns how many.
func Fill(ch chan int, n int) int {
	for i := 0; i < n; i++ {
		select {
		case ch <- i:
		default:
			return i
		}
	}
	return n
}

// Drain receives what ch holds without blocking.
func Drain(ch <-chan int) []int {
	var out []int
	for {
		select {
		case v := <-ch:
			out = append(out, v)
		default:
			return out
		}
	}
}

// Lookup finds k in m: two results.
func Lookup(m map[string]Kind, k string) (Kind, bool) {
	v, ok := m[k]
	return v, ok
}

// SortBy sorts xs with less.
func SortBy(xs []int, less func(a, b int) bool) {
	sort.Slice(xs, func(i, j int) bool { return less(xs[i], xs[j]) })
}

// Rank sorts xs, whatever they hold, by less.
func Rank(xs []any, less func(a, b any) bool) []any {
	sort.SliceStable(xs, func(i, j int) bool { return less(xs[i], xs[j]) })
	return xs
}

// Beat delivers a count on C at each Tick, as time.Ticker delivers ticks.
type Beat struct {
	C <-chan int
	c chan int
	n int
}

// NewBeat returns a beat that has not ticked.
func NewBeat() *Beat {
	c := make(chan int, 1)
	return &Beat{C: c, c: c}
}

// Tick counts, and delivers the count on C unless C holds one.
func (b *Beat) Tick() {
	b.n++
	select {
	case b.c <- b.n:
	default:
	}
}

// Sign is the sign of a comparison: negative, zero or positive.
type Sign int

// KindOrder compares two kinds, as cmp.Compare does.
type KindOrder func(a, b Kind) Sign

// Highest is the greatest of ks by order, or KindInfo when ks is empty.
func Highest(ks []Kind, order KindOrder) Kind {
	h := KindInfo
	for i, k := range ks {
		if i == 0 || order(k, h) > 0 {
			h = k
		}
	}
	return h
}

// Counts counts the kinds of events.
func Counts(evs []Event) map[Kind]int {
	m := map[Kind]int{}
	for _, e := range evs {
		m[e.Kind]++
	}
	return m
}

// Set is a generic set.
type Set[T comparable] struct {
	m map[T]struct{}
}

// NewSet returns a set of xs.
func NewSet[T comparable](xs ...T) *Set[T] {
	s := &Set[T]{m: map[T]struct{}{}}
	for _, x := range xs {
		s.m[x] = struct{}{}
	}
	return s
}

// Add adds x and reports whether it was new.
func (s *Set[T]) Add(x T) bool {
	_, had := s.m[x]
	s.m[x] = struct{}{}
	return !had
}

// Each calls f on each element until f returns false; f may add.
func (s *Set[T]) Each(f func(T) bool) {
	for x := range s.m {
		if !f(x) {
			return
		}
	}
}

// Len is the size of the set.
func (s *Set[T]) Len() int { return len(s.m) }

// Map applies f to each element: a generic function of two types.
func Map[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, 0, len(xs))
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

// Pair holds two values of any types.
type Pair[K comparable, V any] struct {
	Key K
	Val V
}

// Swap returns the pair reversed when both types agree.
func (p Pair[K, V]) Get() (K, V) { return p.Key, p.Val }

// Names is a named slice type whose methods take its address.
type Names []string

// Add appends s.
func (n *Names) Add(s string) { *n = append(*n, s) }

// Known returns the names known so far, as an unnamed slice: a variable
// of type Names may hold it, and := would not give it that type.
func Known() []string { return []string{"a", "b"} }
