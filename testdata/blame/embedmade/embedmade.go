// Package embedmade is a tree of nodes that user types embed: a File is
// a Node with data. A Node is wired into its tree by Tree.NewNode, as
// its doc says; a File built by hand and never handed to NewNode has no
// tree, and the Node methods it promotes meet it unwired. No finding is
// wanted; its pair is embedmadebug.
package embedmade

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
