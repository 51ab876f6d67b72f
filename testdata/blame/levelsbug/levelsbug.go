// Package levelsbug has levels' wheel, but its Add takes the slot
// modulo the number of items instead of the level's size: the third
// item into a level of two fails, the package's bug.
package levelsbug

// Wheel holds items in the slots of its levels.
type Wheel struct {
	levels [][]int
	n      int
}

// New returns a wheel with levels of the sizes given.
func New(sizes ...int) *Wheel {
	w := &Wheel{}
	for _, s := range sizes {
		w.levels = append(w.levels, make([]int, max(s, 1)))
	}
	return w
}

// Add puts x in the first level, at the slot after the last one used.
func (w *Wheel) Add(x int) {
	first := w.levels[0]
	first[w.n%max(w.n, 1)+w.n/2] = x
	w.n++
}

// Len is the number of items added.
func (w *Wheel) Len() int { return w.n }
