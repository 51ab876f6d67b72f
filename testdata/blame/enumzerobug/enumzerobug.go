// Package enumzerobug is enumzero with a bug: the table of formulas has
// none for a Triangle, and Area of one indexes past it. A Shape with no
// kind stays the caller's misuse. Its pair is enumzero.
package enumzerobug

import "math/bits"

// Kind is the kind of a shape.
type Kind uint8

// The kinds of shapes.
const (
	Square Kind = 1 << iota
	Circle
	Triangle
)

// Shape is a shape of a size.
type Shape struct {
	Kind Kind
	Size float64
}

// Unit is a shape of kind k and size 1.
func Unit(k Kind) Shape { return Shape{Kind: k, Size: 1} }

var formulas = [...]func(float64) float64{
	func(s float64) float64 { return s * s },
	func(s float64) float64 { return 3.14159 * s * s },
}

// Area is the shape's area.
func (s Shape) Area() float64 { return formulas[bits.TrailingZeros8(uint8(s.Kind))](s.Size) }

// Grow returns the shape with its size times f.
func (s Shape) Grow(f float64) Shape { return Shape{Kind: s.Kind, Size: s.Size * f} }
