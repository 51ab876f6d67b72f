// Package embedded has a Scope that extends the Context it embeds, as a
// template engine's helper context embeds the engine's: a Scope whose
// Context is nil is a nil Context in all but name, and no user passes
// one where a Context is wanted. No finding is wanted. Its pair is
// embeddedbug.
package embedded

// Context holds values by name.
type Context interface {
	Value(key string) any
	Set(key string, v any)
}

type values map[string]any

func (m values) Value(key string) any  { return m[key] }
func (m values) Set(key string, v any) { m[key] = v }

// NewContext returns an empty context.
func NewContext() Context { return values{} }

// Scope is a named context that looks its values up in the context it
// extends.
type Scope struct {
	Context
	Name  string
	depth int
}

// Child is a context of its own values that falls back to its
// parent's.
type Child struct {
	parent Context
	own    values
}

// NewChild returns an empty context whose lookups fall back to parent.
func NewChild(parent Context) *Child {
	return &Child{parent: parent, own: values{}}
}

// Value returns the value of key in c, or else in c's parent.
func (c *Child) Value(key string) any {
	if v, ok := c.own[key]; ok {
		return v
	}
	return c.parent.Value(key)
}

// Set sets key to v in c.
func (c *Child) Set(key string, v any) { c.own[key] = v }

// Lookup returns the string value of key in ctx, or "" if it has none.
func Lookup(ctx Context, key string) string {
	v, _ := ctx.Value(key).(string)
	return v
}

// Define sets key to v in ctx and returns ctx.
func Define(ctx Context, key, v string) Context {
	ctx.Set(key, v)
	return ctx
}

// Title returns the title value of s, or its name if s extends no
// context.
func Title(s Scope) string {
	if s.Context == nil {
		return s.Name
	}
	return Lookup(s, "title")
}

// Extends reports whether s extends a context.
func (s Scope) Extends() bool { return s.Context != nil }
