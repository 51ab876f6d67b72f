// Package doubling is a table whose Grow doubles it, as its doc says. A
// program that calls Grow thirty times asks for gigabytes: running out
// of memory then is the program's repetition, not the package's bug, and
// no finding is wanted.
package doubling

// Table is a table of slots.
type Table struct {
	slots []int
}

// New returns a table of one slot.
func New() *Table { return &Table{slots: make([]int, 1)} }

// Grow doubles the table.
func (t *Table) Grow() {
	t.slots = append(t.slots, make([]int, len(t.slots))...)
}

// Put sets the slot k, modulo the table's size.
func (t *Table) Put(k, v int) {
	if k < 0 {
		k = -k
	}
	t.slots[k%len(t.slots)] = v
}

// Len is the number of slots.
func (t *Table) Len() int { return len(t.slots) }
