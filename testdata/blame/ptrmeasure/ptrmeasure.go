// Package ptrmeasure is a generic trie node that embeds a slice of its
// children, whose sort methods (Len, Less, Swap) it promotes, and
// measures itself with a pointer method, Size. hogen once asked Size of
// a node value when it bounded Less's indexes, and its harness did not
// build.
package ptrmeasure

import "sort"

// Node is a node of a trie.
type Node[T any] struct {
	Key   byte
	Value T
	Nodes[T]
}

// Nodes are a node's children, kept sorted by key.
type Nodes[T any] []Node[T]

func (n Nodes[T]) Len() int           { return len(n) }
func (n Nodes[T]) Less(i, j int) bool { return n[i].Key < n[j].Key }
func (n Nodes[T]) Swap(i, j int)      { n[i], n[j] = n[j], n[i] }

// Size is the number of nodes below n, n included.
func (n *Node[T]) Size() int {
	size := 1
	for i := range n.Nodes {
		size += n.Nodes[i].Size()
	}
	return size
}

// Add adds a child to n, keeping the children sorted.
func (n *Node[T]) Add(key byte, v T) {
	n.Nodes = append(n.Nodes, Node[T]{Key: key, Value: v})
	sort.Sort(n.Nodes)
}
