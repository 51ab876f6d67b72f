// Package treebug is a binary search tree ordered by the caller's less
// function. The bug: Delete of a key whose node has two children looks
// for the successor one step too deep, and dereferences nil when the
// right child has no left child. A less that answers a constant builds a
// list, never a node with two children: only a less that compares, and
// keys put in no sorted order, reach it.
package treebug

// Tree is a set of keys ordered by less.
type Tree[K any] struct {
	less func(a, b K) bool
	root *node[K]
	n    int
}

type node[K any] struct {
	k    K
	l, r *node[K]
}

// New returns an empty tree ordered by less, a strict weak order.
func New[K any](less func(a, b K) bool) *Tree[K] { return &Tree[K]{less: less} }

// Len is the number of keys.
func (t *Tree[K]) Len() int { return t.n }

// Insert adds k and reports whether it was new.
func (t *Tree[K]) Insert(k K) bool {
	p := &t.root
	for *p != nil {
		switch n := *p; {
		case t.less(k, n.k):
			p = &n.l
		case t.less(n.k, k):
			p = &n.r
		default:
			return false
		}
	}
	*p = &node[K]{k: k}
	t.n++
	return true
}

// Delete removes k and reports whether it was there.
func (t *Tree[K]) Delete(k K) bool {
	p := &t.root
	for *p != nil {
		n := *p
		switch {
		case t.less(k, n.k):
			p = &n.l
			continue
		case t.less(n.k, k):
			p = &n.r
			continue
		}
		t.n--
		switch {
		case n.l == nil:
			*p = n.r
		case n.r == nil:
			*p = n.l
		default:
			// The successor is the least key of the right subtree.
			parent := n.r
			for parent.l.l != nil { // the bug: parent.l may be nil
				parent = parent.l
			}
			s := parent.l
			parent.l = s.r
			n.k = s.k
		}
		return true
	}
	return false
}
