// Package initfirst has an AST that holds the tree of its last parse.
// Its tests parse each AST before they ask it anything: an AST is read
// after Parsewith, and a program that reads one it never parsed misuses
// it, so no finding is wanted. Its pair is initfirstbug, whose parse of
// a blank text leaves no tree.
package initfirst

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
	a.root = &node{value: src}
	for _, w := range strings.Fields(src) {
		a.root.children = append(a.root.children, &node{value: w})
	}
	return len(a.root.children)
}

// GetValue returns the text of the tree's root.
func (a *AST) GetValue() string { return a.root.value }

// Words returns how many words the tree holds.
func (a *AST) Words() int { return len(a.root.children) }

// Name returns the AST's name.
func (a *AST) Name() string { return a.name }
