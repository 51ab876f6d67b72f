// Package frontempty has a Poly made from its coefficients, whose
// Constant reads the first: a Poly of no coefficients, which the program
// made by handing NewPoly none, has no constant term. Taking the first of
// something empty the program handed over is suspicious at most, as
// taking its last is. No finding. Its pair is frontemptybug.
package frontempty

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
	for i := 0; i < len(p.c); i++ {
		s += p.c[i] * xi
		xi *= x
	}
	return s
}
