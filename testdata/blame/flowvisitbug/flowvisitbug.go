// Package flowvisitbug is flowvisit with a hook: Remove tells OnRemove
// of each vertex removed with the graph's lock held, and a hook that
// reads the graph (Len) deadlocks: the package's bug.
package flowvisitbug

import "sync"

// Graph is a set of vertices, safe for concurrent use.
type Graph struct {
	mu       sync.RWMutex
	vs       map[int]bool
	onRemove func(v int)
}

// New returns an empty graph that tells onRemove of the vertices removed.
func New(onRemove func(v int)) *Graph { return &Graph{vs: map[int]bool{}, onRemove: onRemove} }

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
	if g.onRemove != nil {
		g.onRemove(v)
	}
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
