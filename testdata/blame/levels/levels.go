// Package levels has a hierarchical wheel whose levels' sizes New takes
// as a variadic: the tests always give at least one, as a wheel with no
// level has no slot to put anything in. A program that gives none
// misuses it, and no finding is wanted. Its pair is levelsbug, whose
// Add fails on a wheel with levels.
package levels

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
	first[w.n%len(first)] = x
	w.n++
}

// Len is the number of items added.
func (w *Wheel) Len() int { return w.n }
