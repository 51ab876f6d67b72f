// Package zerodecl has a tree that New makes: its zero value has no
// root map, and its doc does not say it is ready. Its tests declare
// `var tree Tree` and assign New() to it before any use, as Go code
// declares a variable that a later statement fills: that is no zero
// value the tests use. No finding is wanted. Its pair is zerodeclbug.
package zerodecl

// Tree maps keys to values.
type Tree struct {
	nodes map[string]int
	size  int
}

// New returns an empty tree.
func New() *Tree { return &Tree{nodes: map[string]int{}} }

// Insert sets key to v.
func (t *Tree) Insert(key string, v int) {
	if _, ok := t.nodes[key]; !ok {
		t.size++
	}
	t.nodes[key] = v
}

// Get returns the value of key.
func (t *Tree) Get(key string) (int, bool) {
	v, ok := t.nodes[key]
	return v, ok
}

// Len returns how many keys the tree holds.
func (t *Tree) Len() int { return t.size }
