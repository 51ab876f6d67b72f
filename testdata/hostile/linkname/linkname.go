// Package linkname reaches into the runtime by go:linkname, as some
// pools and schedulers do, to a symbol the linker refuses since Go 1.23
// unless built with -ldflags=-checklinkname=0; its users must build it
// so, and so must hogen's harness and reproducers (batch 67: a goroutine
// pool that links to runtime.dropg exited 3). Its Last has a bug, found
// and confirmed.
package linkname

import _ "unsafe"

//go:linkname dropg runtime.dropg
func dropg()

// keep keeps the reference in the binary; nothing calls it.
var keep = dropg

// Ring holds the last values put.
type Ring struct{ vals []int }

// New returns an empty ring.
func New() *Ring { return &Ring{} }

// Put adds v.
func (r *Ring) Put(v int) { r.vals = append(r.vals, v) }

// Last returns the last value put, or 0. BUG: it reads one past the end.
func (r *Ring) Last() int {
	if len(r.vals) == 0 {
		return 0
	}
	return r.vals[len(r.vals)]
}
