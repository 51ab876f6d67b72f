// Package wrapretbug wraps a Core lazily: the lazy core asks the Core it
// wraps for its With once, and writes to what that returned. A
// synthesized Core whose With returns the lazy core around itself makes
// a cycle that recurses until the stack overflows: the program's doing.
// BUG: Prefix reads past an empty name. Its pair is wrapret.
package wrapretbug

// Core writes named entries.
type Core interface {
	With(name string) Core
	Write(s string) int
}

type lazy struct {
	core Core
	name string
	w    Core
}

// NewLazy returns a Core that calls c.With(name) on its first use.
func NewLazy(c Core, name string) Core { return &lazy{core: c, name: name} }

func (l *lazy) get() Core {
	if l.w == nil {
		l.w = l.core.With(l.name)
	}
	return l.w
}

func (l *lazy) With(name string) Core { return NewLazy(l.get(), name) }

func (l *lazy) Write(s string) int {
	if c := l.get(); c != nil {
		return c.Write(s)
	}
	return 0
}

// Prefix is the first letter of a lazy core's name.
func Prefix(c Core) string {
	if l, ok := c.(*lazy); ok {
		return l.name[:1] // BUG: panics on an empty name
	}
	return ""
}
