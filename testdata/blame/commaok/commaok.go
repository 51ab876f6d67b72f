// Package commaok declares names in a scope: Declare returns the new
// variable and true, or nil and false when the name is taken, by Go's
// comma-ok convention. A program that uses the nil it got with false
// misuses it. No finding. Its pair is commaokbug.
package commaok

// Var is a declared variable.
type Var struct{ name string }

// Name is the variable's name.
func (v *Var) Name() string { return v.name }

// Named is anything with a name.
type Named interface{ Name() string }

// Scope holds declared names.
type Scope struct{ vars map[string]*Var }

// NewScope returns an empty scope.
func NewScope() *Scope { return &Scope{vars: map[string]*Var{}} }

// Declare declares name, and reports whether it was free.
func (s *Scope) Declare(name string) (*Var, bool) {
	if _, ok := s.vars[name]; ok {
		return nil, false
	}
	v := &Var{name: name}
	s.vars[name] = v
	return v, true
}

// Ref is a reference to something named.
type Ref struct{ To Named }

// String is the referenced name.
func (r Ref) String() string { return r.To.Name() }
