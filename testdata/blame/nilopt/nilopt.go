// Package nilopt is a set of options whose Lookup of a name no option
// has returns a nil *option in a non-nil Option: every method of the
// result then dereferences nil. One bug, Lookup's, whichever method
// meets it: one finding.
package nilopt

// Option is a command-line option.
type Option interface {
	// Name returns the option's name.
	Name() string
	// Count returns how often the option was seen.
	Count() int
	// Seen reports whether the option was seen.
	Seen() bool
}

type option struct {
	name  string
	count int
}

func (o *option) Name() string { return o.name }
func (o *option) Count() int   { return o.count }
func (o *option) Seen() bool   { return o.count > 0 }

// Set is a set of options.
type Set struct {
	opts map[string]*option
}

// NewSet returns an empty set.
func NewSet() *Set { return &Set{opts: map[string]*option{}} }

// Add adds an option of the given name.
func (s *Set) Add(name string) Option {
	o := &option{name: name}
	s.opts[name] = o
	return o
}

// See counts one more sight of the named option, if the set has it.
func (s *Set) See(name string) {
	if o, ok := s.opts[name]; ok {
		o.count++
	}
}

// Lookup returns the option of the given name.
func (s *Set) Lookup(name string) Option {
	return s.opts[name] // BUG: a nil *option in a non-nil Option
}
