// Package shaped has tables whose slots come from an Allocator, whose
// doc says what Alloc returns: a synthesized Alloc that returns a
// shorter slice breaks that contract, and the table's write past it is
// at most suspicious. No finding is wanted. Its pair is shapedbug.
package shaped

// Allocator makes the slots of tables.
type Allocator interface {
	// Alloc should return a slice equivalent to make([]int, n).
	Alloc(n int) []int
}

type heap struct{}

func (heap) Alloc(n int) []int { return make([]int, n) }

// Table holds n numbers in slots.
type Table struct {
	slots []int
	n     int
}

// NewTable returns a table of n zeros, whose slots a allocates; if a is
// nil, they are made on the heap.
func NewTable(a Allocator, n int) *Table {
	if a == nil {
		a = heap{}
	}
	n = max(n, 1)
	return &Table{slots: a.Alloc(n), n: n}
}

// Set sets the number in slot i modulo the table's size.
func (t *Table) Set(i, v int) {
	t.slots[(i%t.n+t.n)%t.n] = v
}

// Get returns the number in slot i modulo the table's size.
func (t *Table) Get(i int) int { return t.slots[(i%t.n+t.n)%t.n] }
