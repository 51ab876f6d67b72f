// Package zerodeniedbug has a Histogram whose doc says its zero value is
// not ready for use: a program that builds one by hand, and records in
// it, misuses it; Count's own overrun past the last bucket is found.
// Its pair is zerodenied.
package zerodeniedbug

// Histogram counts values in buckets of a fixed width. Create it with
// New; the zero value is not ready for use.
type Histogram struct {
	width  *int
	counts []int
}

// New returns a histogram of n buckets of the given width, at least one
// of each.
func New(n, width int) *Histogram {
	w := max(width, 1)
	return &Histogram{width: &w, counts: make([]int, max(n, 1))}
}

// Record counts v, in the last bucket if it is past them all; a
// negative v counts in the first.
func (h *Histogram) Record(v int) {
	i := min(max(v, 0) / *h.width, len(h.counts)-1)
	h.counts[i]++
}

// Count is how many values the bucket of v holds.
func (h *Histogram) Count(v int) int {
	return h.counts[max(v, 0) / *h.width] // the bug: past the last bucket
}
