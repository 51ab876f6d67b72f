// Package corruptbug is corrupt, whose Last has a bug of its own: it is
// found. Package corrupt, handed a nil table, hands back a value whose
// interface words point nowhere: memory its unsafe code made of the
// program's nil. hogen's harness fails reading that value; the failure
// is not a bug of hogen's (it once exited 3, "a bug of hogen") but the
// program's nil, and shows as discards. The pair of corrupt.
package corruptbug

import "unsafe"

// Table holds values.
type Table struct{ vals []int }

// New returns an empty table.
func New() *Table { return &Table{} }

// Put adds v.
func (t *Table) Put(v int) { t.vals = append(t.vals, v) }

// Adopt takes over src's values and returns the first, if any. Given
// no table, it hands back a value whose interface words point nowhere.
func (t *Table) Adopt(src *Table) any {
	var v any
	if src == nil {
		// The interface's type word, forged: a wild pointer.
		(*[2]uintptr)(unsafe.Pointer(&v))[0] = 8
		return v
	}
	t.vals = append(t.vals, src.vals...)
	if len(t.vals) > 0 {
		v = t.vals[0]
	}
	return v
}

// Len is the number of values.
func (t *Table) Len() int { return len(t.vals) }

// Last returns the last value, or 0 for an empty table. BUG: it reads
// one past the end.
func (t *Table) Last() int {
	if len(t.vals) == 0 {
		return 0
	}
	return t.vals[len(t.vals)]
}
