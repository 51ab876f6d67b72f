// Package unreleasedbug is unreleased with a hook: Set calls OnSet with
// the tree's write lock held, and a hook that reads the tree (Len)
// deadlocks: the package's bug, found whether or not the program holds
// an iterator too.
package unreleasedbug

import "sync"

// Tree is a sorted set of ints, safe for concurrent use.
type Tree struct {
	mu    sync.RWMutex
	items []int
	hook  Hook
}

// Hook observes a tree's changes.
type Hook interface {
	// OnSet is called after v was added.
	OnSet(v int)
}

// New returns an empty tree that tells h of its changes.
func New(h Hook) *Tree { return &Tree{hook: h} }

// Set adds v to the tree.
func (t *Tree) Set(v int) {
	t.mu.Lock()
	defer t.mu.Unlock()
	i := 0
	for i < len(t.items) && t.items[i] < v {
		i++
	}
	if i < len(t.items) && t.items[i] == v {
		return
	}
	t.items = append(t.items, 0)
	copy(t.items[i+1:], t.items[i:])
	t.items[i] = v
	if t.hook != nil {
		t.hook.OnSet(v)
	}
}

// Len is the number of items.
func (t *Tree) Len() int {
	t.mu.RLock()
	defer t.mu.RUnlock()
	return len(t.items)
}

// Iter returns an iterator over the tree, which holds the tree's read
// lock. The Release method must be called when finished with the
// iterator.
func (t *Tree) Iter() *Iter {
	t.mu.RLock()
	return &Iter{t: t, i: -1}
}

// IterMut returns an iterator over the tree, which holds the tree's
// write lock.
func (t *Tree) IterMut() *Iter {
	t.mu.Lock()
	return &Iter{t: t, i: -1, mut: true}
}

// Iter walks a tree in order.
type Iter struct {
	t   *Tree
	i   int
	mut bool
}

// Next moves to the next item, and reports whether there is one.
func (it *Iter) Next() bool {
	if it.t == nil {
		return false
	}
	it.i++
	return it.i < len(it.t.items)
}

// Item is the item the iterator is at.
func (it *Iter) Item() int {
	if it.t == nil || it.i < 0 || it.i >= len(it.t.items) {
		return 0
	}
	return it.t.items[it.i]
}

// Release ends the iteration and releases the tree's read lock.
func (it *Iter) Release() {
	if it.t != nil && it.mut {
		it.t.mu.Unlock()
	} else if it.t != nil {
		it.t.mu.RUnlock()
	}
	it.t = nil
}

// Ascend calls f on each item in order, holding the tree's read lock,
// until f returns false.
func (t *Tree) Ascend(f func(v int) bool) {
	t.mu.RLock()
	defer t.mu.RUnlock()
	for _, v := range t.items {
		if !f(v) {
			return
		}
	}
}
