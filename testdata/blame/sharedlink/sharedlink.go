// Package sharedlink installs trees a decoder built from exported nodes.
// A program that gives one node to both of a node's links (Left and
// Right) built no tree: Cut unlinks the left child's parent, which the
// right child then lacks too (batch 62: a red-black tree's SetRoot of a
// node that is both children). TestSharedLink generates for it.
package sharedlink

// Node is a node of a tree.
type Node struct {
	Item        int
	Left, Right *Node
	parent      *Node
}

// Tree is a binary tree.
type Tree struct{ root *Node }

// New returns an empty tree.
func New() *Tree { return &Tree{} }

// SetRoot installs the tree rooted at n, as a decoder built it, and
// links each node to its parent.
func (t *Tree) SetRoot(n *Node) {
	t.root = n
	link(n, nil)
}

func link(n, parent *Node) {
	if n == nil {
		return
	}
	n.parent = parent
	link(n.Left, n)
	link(n.Right, n)
}

// Cut removes the root's left subtree and returns it.
func (t *Tree) Cut() *Node {
	h := t.root
	if h == nil || h.Left == nil {
		return nil
	}
	l := h.Left
	h.Left, l.parent = nil, nil
	return l
}

// Depth returns how many links lead from the root's right child up to
// the root.
func (t *Tree) Depth() int {
	h := t.root
	if h == nil || h.Right == nil {
		return 0
	}
	d := 0
	for n := h.Right; n != h; n = n.parent {
		d++
	}
	return d
}
