// Package graphidxbug is graphidx with a bug: Degree counts the edges
// of the next vertex, past the last for the last. A vertex the graph
// does not have stays the program's doing; the bug is found.
package graphidxbug

// Iterator is a graph: its Order is the number of its vertices, and
// Visit calls do for each neighbor w of v.
type Iterator interface {
	Order() int
	Visit(v int, do func(w int) bool) bool
}

// Graph is a graph of adjacency lists.
type Graph struct {
	adj [][]int
}

// New returns a graph of n vertices and no edges.
func New(n int) *Graph {
	if n < 0 {
		n = 0
	}
	return &Graph{adj: make([][]int, n)}
}

// Order is the number of vertices of g.
func (g *Graph) Order() int { return len(g.adj) }

// Add adds an edge from v to w.
func (g *Graph) Add(v, w int) { g.adj[v] = append(g.adj[v], w) }

// Degree is the number of edges from v.
func (g *Graph) Degree(v int) int { return len(g.adj[v+1]) }

// Visit calls do for each neighbor of v until do returns true, and
// reports whether it did.
func (g *Graph) Visit(v int, do func(w int) bool) bool {
	for _, w := range g.adj[v] {
		if do(w) {
			return true
		}
	}
	return false
}

// Reachable reports whether w can be reached from v in g.
func Reachable(g Iterator, v, w int) bool {
	seen := make([]bool, g.Order())
	var walk func(u int) bool
	walk = func(u int) bool {
		if u == w {
			return true
		}
		if u < 0 || u >= len(seen) || seen[u] {
			return false
		}
		seen[u] = true
		return g.Visit(u, walk)
	}
	return walk(v)
}
