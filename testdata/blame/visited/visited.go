// Package visited is a list whose Each walks it with the length it had
// when the walk began, as many Go containers do: a function handed to
// Each that adds to the list misuses it. No finding is wanted. Its pair
// is visitedbug, whose doc lets the function change the list.
package visited

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

// Each calls f with each value, in order.
func (l *List) Each(f func(v int)) {
	n := len(l.items)
	for i := 0; i < n; i++ {
		f(l.items[i])
	}
}
