// Package selfmap describes values by Schemas whose properties are
// Schemas. A program that puts a Schema in its own properties, through a
// map it built, made a value that holds itself: its Depth recurses until
// the stack runs out, as fmt's would. No finding is wanted.
package selfmap

import "sort"

// Ref refers to a Schema.
type Ref struct {
	Schema *Schema
}

// Schema describes a value: its type, its properties, and the Schema
// of its items if it is a list.
type Schema struct {
	Type  string
	props map[string]Ref
	items *Ref
}

// Items refers to the Schema of a list's items.
type Items struct {
	Of *Ref
}

// WithItems sets the Schema of s's items and returns s.
func (s *Schema) WithItems(it Items) *Schema {
	s.items = it.Of
	return s
}

// New returns a Schema of type typ.
func New(typ string) *Schema { return &Schema{Type: typ} }

// Ref returns a Ref to s.
func (s *Schema) Ref() Ref { return Ref{Schema: s} }

// WithProperties sets s's properties and returns s.
func (s *Schema) WithProperties(props map[string]Ref) *Schema {
	s.props = props
	return s
}

// Keys returns the names of s's properties, sorted.
func (s *Schema) Keys() []string {
	keys := make([]string, 0, len(s.props))
	for k := range s.props {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// Depth is how deep s's properties nest: 1 for none.
func (s *Schema) Depth() int {
	d := 0
	for _, k := range s.Keys() {
		if r := s.props[k]; r.Schema != nil {
			d = max(d, r.Schema.Depth())
		}
	}
	if s.items != nil && s.items.Schema != nil {
		d = max(d, s.items.Schema.Depth())
	}
	return d + 1
}
