// Package visitedbug is visited whose Each says that its function may
// call any method of the list: a function that clears the list makes
// Each fail, the package's bug, found. Its pair is visited.
package visitedbug

// List is a list of ints.
type List struct{ items []int }

// New returns a list of the given values.
func New(values ...int) *List { return &List{items: append([]int(nil), values...)} }

// Add appends v.
func (l *List) Add(v int) { l.items = append(l.items, v) }

// Clear removes every value.
func (l *List) Clear() { l.items = l.items[:0] }

// Len is the number of values.
func (l *List) Len() int { return len(l.items) }

// Each calls f with each value, in order. f may call any method of the
// list.
func (l *List) Each(f func(v int)) {
	n := len(l.items)
	for i := 0; i < n; i++ {
		f(l.items[i])
	}
}
