// Package firststepbug builds paths like $.a.b. A Child with no Root
// before it is the program's doing (see firststep); Parent's own drop of
// the root, after which Child has no step to add to, is its bug.
package firststepbug

import "strings"

// Builder builds a path, one step at a time, from its Root.
type Builder struct {
	steps []string
}

// Root puts the path at the document's root, "$".
func (b *Builder) Root() *Builder {
	b.steps = []string{"$"}
	return b
}

// Child adds the field name to the path.
func (b *Builder) Child(name string) *Builder {
	last := len(b.steps) - 1
	b.steps[last] += "." + name
	return b
}

// Parent drops the path's last step, past the root.
func (b *Builder) Parent() *Builder {
	if len(b.steps) > 0 { // the bug: the root is dropped too
		b.steps = b.steps[:len(b.steps)-1]
	}
	return b
}

// Nest adds a nested path below the current one.
func (b *Builder) Nest() *Builder {
	b.steps = append(b.steps, "")
	return b
}

// Build is the path.
func (b *Builder) Build() string { return strings.Join(b.steps, "") }
