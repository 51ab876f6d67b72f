// Package failedlookup is a graph of labelled nodes. FindNode returns a
// zero Node with found false when there is none, and Parse a zero Graph
// with its error: by Go's convention neither is an answer, and a program
// that labels the one or prints the other misuses them. No finding. Its
// pair is failedlookupbug.
package failedlookup

import (
	"errors"
	"strings"
)

// Graph holds nodes by id.
type Graph struct {
	nodes map[string]*node
	name  *string
}

type node struct {
	attrs map[string]string
	edges []string
}

// Node is a handle on a node of a graph.
type Node struct {
	id string
	n  *node
}

// New returns an empty graph called name.
func New(name string) *Graph {
	return &Graph{nodes: map[string]*node{}, name: &name}
}

// ErrSyntax is returned by Parse for a line it cannot read.
var ErrSyntax = errors.New("failedlookup: syntax error")

// Parse reads a graph, one "a -> b" edge or "a" node per line.
func Parse(s string) (Graph, error) {
	g := New("parsed")
	for _, line := range strings.Split(s, "\n") {
		from, to, edge := strings.Cut(line, "->")
		from, to = strings.TrimSpace(from), strings.TrimSpace(to)
		if from == "" || edge && to == "" {
			return Graph{}, ErrSyntax
		}
		a := g.Add(from)
		if edge {
			a.Edge(g.Add(to))
		}
	}
	return *g, nil
}

// String is the graph's name and its number of nodes.
func (g Graph) String() string {
	return *g.name + ": " + strings.Repeat("*", len(g.nodes))
}

// Add adds the node id, if it is not there, and returns it.
func (g *Graph) Add(id string) Node {
	n, ok := g.nodes[id]
	if !ok {
		n = &node{attrs: map[string]string{}}
		g.nodes[id] = n
	}
	return Node{id: id, n: n}
}

// FindNode returns the node id, and whether there is one.
func (g *Graph) FindNode(id string) (Node, bool) {
	n, ok := g.nodes[id]
	if !ok {
		return Node{}, false
	}
	return Node{id: id, n: n}, true
}

// Label sets the node's label.
func (n Node) Label(s string) Node {
	n.n.attrs["label"] = s
	return n
}

// Edge adds an edge from n to m.
func (n Node) Edge(m Node) {
	n.n.edges = append(n.n.edges, m.id)
}

// Degree is how many edges leave n.
func (n Node) Degree() int { return len(n.n.edges) }
