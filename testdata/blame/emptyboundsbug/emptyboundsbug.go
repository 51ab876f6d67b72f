// Package emptybounds repeats an image as a tile: the tile's Bounds are
// what its coordinates wrap around, so an image of empty bounds (a
// synthesized Image whose Bounds returned nothing) divides by zero, the
// tile size's doing, as a ticker of period 0 is the period's. At most a
// suspicious finding is wanted, and Row's own read past the tile is the
// one finding. Its pair is emptybounds.
package emptyboundsbug

// Rect is a rectangle of the plane, Min inclusive, Max exclusive.
type Rect struct{ MinX, MinY, MaxX, MaxY int }

// Empty reports whether r holds no point.
func (r Rect) Empty() bool { return r.MinX >= r.MaxX || r.MinY >= r.MaxY }

// Image is a picture of integer pixels.
type Image interface {
	Bounds() Rect
	At(x, y int) int
}

// Pattern repeats an image over the plane.
type Pattern struct{ im Image }

// NewPattern returns the pattern that repeats im.
func NewPattern(im Image) *Pattern { return &Pattern{im: im} }

// At returns the pixel at (x, y) of the repeated image.
func (p *Pattern) At(x, y int) int {
	b := p.im.Bounds()
	w, h := b.MaxX-b.MinX, b.MaxY-b.MinY
	return p.im.At(b.MinX+mod(x, w), b.MinY+mod(y, h))
}

func mod(a, n int) int { return (a%n + n) % n }

// Row returns the first n pixels of row y of the repeated image.
func (p *Pattern) Row(y, n int) []int {
	row := make([]int, 4)
	for x := range n {
		row[x] = p.At(x, y)
	}
	return row[:n]
}
