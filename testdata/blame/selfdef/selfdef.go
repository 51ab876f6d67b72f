// Package selfdef has generators that may be defined lazily, so that a
// generator can be defined in terms of itself (with a way out, as a
// recursive grammar has). A program whose deferred function returns the
// very generator it defines, with no way out, recurses without end by
// its own definition: no finding is wanted. Its pair is selfdefbug,
// whose Map recurses by itself.
package selfdef

// Gen makes int values.
type Gen struct {
	value func(seed int) int
}

// Const returns a generator of n.
func Const(n int) *Gen { return &Gen{value: func(int) int { return n }} }

// Deferred returns a generator that calls fn, when it is first asked
// for a value, for the generator that makes it. This allows to define
// recursive generators.
func Deferred(fn func() *Gen) *Gen {
	var g *Gen
	return &Gen{value: func(seed int) int {
		if g == nil {
			g = fn()
		}
		return g.Value(seed)
	}}
}

// Map returns a generator of f of g's values.
func Map(g *Gen, f func(int) int) *Gen {
	return &Gen{value: func(seed int) int { return f(g.Value(seed)) }}
}

// Value returns the value g makes from seed.
func (g *Gen) Value(seed int) int {
	if g == nil || g.value == nil {
		return 0
	}
	return g.value(seed)
}
