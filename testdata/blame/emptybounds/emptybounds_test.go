package emptybounds

import "testing"

type square int

func (s square) Bounds() Rect    { return Rect{0, 0, int(s), int(s)} }
func (s square) At(x, y int) int { return x + y }

func TestPattern(t *testing.T) {
	if got := NewPattern(square(2)).At(3, 3); got != 2 {
		t.Fatal(got)
	}
}
