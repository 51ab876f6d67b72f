// Package depgraph is a correct package whose exported map type holds
// pointers of an unexported type (type Graph map[string]*node), as a
// grammar's dependency graph does: code outside the package can make a
// Graph, but cannot write an element of one, not even a nil, and neither
// can the harness. No finding is wanted.
package depgraph

import "sort"

type node struct {
	deps []string
}

// Graph maps each rule to the rules it depends on.
type Graph map[string]*node

// Add records that rule depends on deps, and returns g.
func (g Graph) Add(rule string, deps ...string) Graph {
	n := g[rule]
	if n == nil {
		n = &node{}
		g[rule] = n
	}
	n.deps = append(n.deps, deps...)
	return g
}

// Deps returns the rules that rule depends on, sorted.
func (g Graph) Deps(rule string) []string {
	n := g[rule]
	if n == nil {
		return nil
	}
	out := append([]string(nil), n.deps...)
	sort.Strings(out)
	return out
}

// Rules returns the graph's rules, sorted.
func (g Graph) Rules() []string {
	out := make([]string, 0, len(g))
	for r := range g {
		out = append(out, r)
	}
	sort.Strings(out)
	return out
}
