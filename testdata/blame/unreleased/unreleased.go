// Package unreleased has a Tree whose iterators hold its lock until
// Release, which the doc of Iter says must be called. A program that
// keeps an iterator and then sets into the tree waits for itself: its
// own misuse. No finding is wanted. Its pair is unreleasedbug, whose
// hook reads the tree under its write lock.
package unreleased

import "sync"

// Tree is a sorted set of ints, safe for concurrent use.
type Tree struct {
	mu    sync.RWMutex
	items []int
}

// New returns an empty tree.
func New() *Tree { return &Tree{} }

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
