// Package heapidxbug is heapidx with a bug of its own: Smaller compares
// the first two elements of a heap of one, past its end.
package heapidxbug

import "container/heap"

// Fix re-establishes the heap ordering after the element at index i has
// changed its value.
func Fix(h heap.Interface, i int) {
	if !down(h, i, h.Len()) {
		up(h, i)
	}
}

func up(h heap.Interface, j int) {
	for j > 0 {
		i := (j - 1) / 2
		if !h.Less(j, i) {
			break
		}
		h.Swap(i, j)
		j = i
	}
}

func down(h heap.Interface, i0, n int) bool {
	i := i0
	for {
		j1 := 2*i + 1
		if j1 >= n || j1 < 0 {
			break
		}
		j := j1
		if j2 := j1 + 1; j2 < n && h.Less(j2, j1) {
			j = j2
		}
		if !h.Less(j, i) {
			break
		}
		h.Swap(i, j)
		i = j
	}
	return i > i0
}

// Smaller reports whether the heap's first element is less than its
// second, false for a heap of fewer than two.
func Smaller(h heap.Interface) bool {
	if h.Len() < 1 {
		return false
	}
	return h.Less(0, 1)
}
