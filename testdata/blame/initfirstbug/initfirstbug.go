// Package initfirstbug is initfirst whose Parsewith of a blank text
// keeps no root: GetValue of an AST parsed as its tests parse fails.
// The package's bug, found.
package initfirstbug

import "strings"

type node struct {
	value    string
	children []*node
}

// AST is the tree a parse made.
type AST struct {
	name string
	root *node
}

// NewAST returns an AST named name.
func NewAST(name string) *AST { return &AST{name: name} }

// Parsewith parses src, words separated by spaces, into the AST's tree.
func (a *AST) Parsewith(src string) int {
	if strings.TrimSpace(src) == "" {
		a.root = nil // the bug: a blank text parses to no tree
		return 0
	}
	a.root = &node{value: src}
	for _, w := range strings.Fields(src) {
		a.root.children = append(a.root.children, &node{value: w})
	}
	return len(a.root.children)
}

// GetValue returns the text of the tree's root.
func (a *AST) GetValue() string { return a.root.value }

// Words returns how many words the tree holds.
func (a *AST) Words() int {
	if a.root == nil {
		return 0
	}
	return len(a.root.children)
}

// Name returns the AST's name.
func (a *AST) Name() string { return a.name }
