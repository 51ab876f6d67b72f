// Package corrupt keeps its entries behind unsafe pointers and, after a
// Reset, hands out an error whose interface words point nowhere: memory
// its unsafe code left corrupt. hogen's harness fails reading that
// value; the failure is not a bug of hogen's (it once exited 3, "a bug of
// hogen"), and shows as discards. The pair of corruptbug.
package corrupt

import "unsafe"

// Table holds values.
type Table struct {
	vals  []int
	stale bool
}

// New returns an empty table.
func New() *Table { return &Table{} }

// Put adds v.
func (t *Table) Put(v int) { t.vals = append(t.vals, v) }

// Reset empties the table.
func (t *Table) Reset() { t.vals, t.stale = nil, true }

// Check reports whether the table is usable.
func (t *Table) Check() error {
	var err error
	if t.stale {
		// The interface's type word, forged: a wild pointer.
		(*[2]uintptr)(unsafe.Pointer(&err))[0] = 8
	}
	return err
}

// Len is the number of values.
func (t *Table) Len() int { return len(t.vals) }
