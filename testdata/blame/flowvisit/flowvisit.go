// Package flowvisit has a Graph whose Flow runs a function on every
// vertex, each on a goroutine of its own, holding the graph's read lock
// until all are done. A function that removes vertices from the graph it
// is handed waits for that lock: a visitor's re-entry, which the doc
// does not allow, suspicious at most, as on the caller's goroutine. No
// finding is wanted. Its pair is flowvisitbug.
package flowvisit

import "sync"

// Graph is a set of vertices, safe for concurrent use.
type Graph struct {
	mu sync.RWMutex
	vs map[int]bool
}

// New returns an empty graph.
func New() *Graph { return &Graph{vs: map[int]bool{}} }

// Add adds the vertex v.
func (g *Graph) Add(v int) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.vs[v] = true
}

// Remove removes the vertex v.
func (g *Graph) Remove(v int) {
	g.mu.Lock()
	defer g.mu.Unlock()
	delete(g.vs, v)
}

// Len is the number of vertices.
func (g *Graph) Len() int {
	g.mu.RLock()
	defer g.mu.RUnlock()
	return len(g.vs)
}

// Flow runs f on each vertex, concurrently, and returns when all are
// done.
func (g *Graph) Flow(f func(g *Graph, v int)) {
	g.mu.RLock()
	defer g.mu.RUnlock()
	var wg sync.WaitGroup
	for v := range g.vs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			f(g, v)
		}()
	}
	wg.Wait()
}
