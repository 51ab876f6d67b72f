// Package selfmapbug is selfmap with a bug: Keys looks at the first of
// its sorted keys, and a Schema with no property has none. A Schema
// the program put in its own properties stays the program's doing; the
// bug is found.
package selfmapbug

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
	if keys[0] == "" { // an unnamed property is not listed
		keys = keys[1:]
	}
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
