// Package selfgraft is a tree of text that prints itself. AddTree
// grafts a tree, taken as the package's interface, under a node: one
// grafted under its own descendant makes a cycle, which Print, like fmt
// on a value that holds itself, does not end on. That is the caller's
// doing (batch 71).
package selfgraft

import "strings"

// Tree is a node of text with children.
type Tree interface {
	Add(text string) Tree
	AddTree(t Tree)
	Items() []Tree
	Text() string
	Print() string
}

// A node keeps its children in a record of its own, behind its
// metadata: the receiver sits deep inside the tree grafted under it.
type tree struct {
	text string
	meta *meta
}

type meta struct {
	depth int
	kids  *kids
}

type kids struct {
	items []Tree
}

// New returns a tree of one node.
func New(text string) Tree { return &tree{text: text, meta: &meta{kids: &kids{}}} }

// Add adds a child of text to t and returns it.
func (t *tree) Add(text string) Tree {
	n := New(text)
	t.AddTree(n)
	return n
}

// AddTree adds tree as a child of t.
func (t *tree) AddTree(tree Tree) { t.meta.kids.items = append(t.meta.kids.items, tree) }

// Items are t's children.
func (t *tree) Items() []Tree { return t.meta.kids.items }

// Text is t's text.
func (t *tree) Text() string { return t.text }

// Print draws the tree, one node a line, indented by depth.
func (t *tree) Print() string {
	var b strings.Builder
	print(&b, t, 0)
	return b.String()
}

func print(b *strings.Builder, t Tree, depth int) {
	b.WriteString(strings.Repeat("  ", depth) + t.Text() + "\n")
	for _, c := range t.Items() {
		print(b, c, depth+1)
	}
}
