// Package recvmustbug is recvmust with Nearest's doc silent on its
// receiver: it fails on an empty Path, which the package lets users make
// and says nothing against, and that is its bug.
package recvmustbug

import "math"

// Path is a sequence of positions along a line.
type Path []float64

// Nearest returns the index of the position of p nearest x, and that
// position.
func (p Path) Nearest(x float64) (int, float64) {
	best, dist := -1, math.Inf(1)
	for i, v := range p {
		if d := math.Abs(v - x); d < dist {
			best, dist = i, d
		}
	}
	return best, p[best]
}

// New returns the Path of xs.
func New(xs ...float64) Path { return Path(xs) }

// Extend returns p with x appended.
func (p Path) Extend(x float64) Path { return append(p, x) }
