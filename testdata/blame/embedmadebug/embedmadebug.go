// Package embedmadebug is embedmade, whose First reads the first child
// of a node that has none: its own bug, found on a File wired in. The
// pair of embedmade.
package embedmadebug

// Node is a node of a tree. The Node struct holds the node's place in
// its tree: Nodes should be obtained by calling Tree.NewNode.
type Node struct {
	tree     *Tree
	children []*Node
}

// Embedder is a value that embeds a Node.
type Embedder interface {
	node() *Node
}

func (n *Node) node() *Node { return n }

// Tree is a tree of nodes.
type Tree struct {
	nodes int
}

// NewTree returns an empty tree.
func NewTree() *Tree { return &Tree{} }

// NewNode wires the Node that e embeds into the tree and returns it.
func (t *Tree) NewNode(e Embedder) *Node {
	n := e.node()
	n.tree = t
	t.nodes++
	return n
}

// AddChild adds c below n.
func (n *Node) AddChild(c *Node) {
	n.tree.nodes++
	n.children = append(n.children, c)
}

// Size returns the number of nodes of n's tree.
func (n *Node) Size() int { return n.tree.nodes }

// File is a node that holds data.
type File struct {
	Node
	Data []byte
}

// First returns the first child of n.
func (n *Node) First() *Node { return n.children[0] } // BUG: n may have none
