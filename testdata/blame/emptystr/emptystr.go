// Package emptystr has a declaration node of exported fields, as a
// syntax tree's nodes are, whose String reads its first name: a parser
// would never make one without names. A Decl{} built by hand, or its Copy,
// prints past its names: a node without its parts, no finding. Its pair
// is emptystrbug.
package emptystr

// Decl declares names.
type Decl struct {
	Names []string
}

// Copy returns a copy of d.
func (d *Decl) Copy() *Decl { return &Decl{Names: append([]string(nil), d.Names...)} }

// String prints d as source.
func (d *Decl) String() string {
	s := "var " + d.Names[0]
	for _, n := range d.Names[1:] {
		s += ", " + n
	}
	return s
}
