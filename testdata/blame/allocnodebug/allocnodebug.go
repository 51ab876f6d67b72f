// Package allocnodebug is a list of levels whose nodes come from an
// Allocator the user may give: Put links a node of the list's levels.
// An allocator that hands back a node another list made, of that
// list's levels, gives Put a node it cannot link: a node belongs to the
// list that made it, as an element to its container/list.List. Its
// Top reads the head past its levels: its own bug, found. The pair of
// allocnode.
package allocnodebug

// Node is a node of a list.
type Node struct {
	Key   int
	links []*Node
}

// Allocator hands out nodes for a list to link.
type Allocator interface {
	// Alloc returns a new node.
	Alloc() *Node
}

// List is a list of levels.
type List struct {
	levels int
	alloc  Allocator
	head   []*Node
	n      int
}

// NewList returns a list of the given levels (at least 1) whose nodes
// come from alloc, or from the list itself if alloc is nil.
func NewList(levels int, alloc Allocator) *List {
	if levels < 1 {
		levels = 1
	}
	return &List{levels: levels, alloc: alloc, head: make([]*Node, levels)}
}

// NewNode returns a node of the list's levels.
func (l *List) NewNode() *Node { return &Node{links: make([]*Node, l.levels)} }

// Put links a node of key at every level.
func (l *List) Put(key int) {
	var n *Node
	if l.alloc != nil {
		n = l.alloc.Alloc()
	}
	if n == nil {
		n = l.NewNode()
	}
	n.Key = key
	for i := 0; i < l.levels; i++ {
		n.links[i] = l.head[i]
		l.head[i] = n
	}
	l.n++
}

// Len returns the number of keys.
func (l *List) Len() int { return l.n }

// Top returns the key at the top level, or -1.
func (l *List) Top() int {
	if n := l.head[l.levels]; n != nil { // BUG: the top level is levels-1
		return n.Key
	}
	return -1
}
