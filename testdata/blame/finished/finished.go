// Package finished has a builder of tag lists whose Finish hands its
// list over and lets go of it: the tests start a new builder after each
// Finish (bld = Build()), so nothing is called on a finished one, and an
// Add after Finish is the program's doing. No finding is wanted. Its
// pair is finishedbug.
package finished

// Tags is a list of tags.
type Tags struct{ tags []string }

// Len returns the number of tags.
func (t *Tags) Len() int { return len(t.tags) }

// Builder builds a Tags.
type Builder struct{ t *Tags }

// Build returns a builder of an empty list.
func Build() *Builder { return &Builder{t: &Tags{}} }

// Add adds a tag.
func (b *Builder) Add(tag string) { b.t.tags = append(b.t.tags, tag) }

// Finish returns the list built.
func (b *Builder) Finish() *Tags {
	t := b.t
	b.t = nil
	return t
}
