// Package unboundbug builds values by returning modified copies, and hands
// a copy to the objects it embeds. A callback that reads the variable
// its own Embed call will bind (var b2 Builder; b2 = b1.Embed(o), with
// o reading b2) reads a zero Builder, which New never makes: the
// program's misuse. BUG: Last reads one past the end.
package unboundbug

// Builder collects parts at nesting marks.
type Builder struct {
	parts []string
	marks []int
}

// New returns an empty Builder.
func New() Builder { return Builder{marks: []int{0}} }

// Add returns b with s added.
func (b Builder) Add(s string) Builder {
	b.parts = append(b.parts[:len(b.parts):len(b.parts)], s)
	return b
}

// Mark is where the innermost nesting began.
func (b Builder) Mark() int { return b.marks[len(b.marks)-1] }

// Len is how many parts b holds.
func (b Builder) Len() int { return len(b.parts) }

// Object adds itself to a Builder.
type Object interface {
	Build(b Builder)
}

// Embed returns b with o's parts added between braces.
func (b Builder) Embed(o Object) Builder {
	inner := b.Add("{")
	inner.marks = append(inner.marks[:len(inner.marks):len(inner.marks)], len(inner.parts))
	o.Build(inner)
	return b.Add("{}")
}

// Last is the last part added, or "".
func (b Builder) Last() string {
	if b.marks == nil {
		return ""
	}
	return b.parts[len(b.parts)] // BUG: one past the end
}
