// Package selfdefbug is selfdef whose Map asks itself for a value
// instead of the generator it maps: any Map recurses without end, a bug
// of the package, found.
package selfdefbug

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
	m := &Gen{}
	m.value = func(seed int) int { return f(m.Value(seed)) } // the bug: m, not g
	return m
}

// Value returns the value g makes from seed.
func (g *Gen) Value(seed int) int {
	if g == nil || g.value == nil {
		return 0
	}
	return g.value(seed)
}
