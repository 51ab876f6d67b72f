// Package emptystrbug is emptystr whose String reads a second name that
// a declaration of one name does not have: the String of
// Decl{Names: []string{"a"}}.Copy() reads past its names. A real bug, found. Its pair is emptystr.
package emptystrbug

// Decl declares names.
type Decl struct {
	Names []string
}

// Copy returns a copy of d.
func (d *Decl) Copy() *Decl { return &Decl{Names: append([]string(nil), d.Names...)} }

// String prints d as source.
func (d *Decl) String() string {
	if len(d.Names) == 0 {
		return "var"
	}
	s := "var " + d.Names[0] + ", " + d.Names[1] // BUG: one name has no second
	for _, n := range d.Names[2:] {
		s += ", " + n
	}
	return s
}
