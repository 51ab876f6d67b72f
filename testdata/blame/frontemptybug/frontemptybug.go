// Package frontemptybug is frontempty with a bug: Eval reads one
// coefficient past the last. Constant of a Poly of no coefficients stays
// suspicious at most. Its pair is frontempty.
package frontemptybug

// Poly is a polynomial, by its coefficients from the constant term up.
type Poly struct{ c []float64 }

// NewPoly returns the polynomial of the coefficients given, from the
// constant term up.
func NewPoly(coeffs []float64) *Poly { return &Poly{c: coeffs} }

// Constant is the polynomial's constant term.
func (p *Poly) Constant() float64 { return p.c[0] }

// Degree is the polynomial's degree.
func (p *Poly) Degree() int { return len(p.c) - 1 }

// Eval is the polynomial's value at x.
func (p *Poly) Eval(x float64) float64 {
	s, xi := 0.0, 1.0
	for i := 0; i <= len(p.c); i++ {
		s += p.c[i] * xi
		xi *= x
	}
	return s
}
