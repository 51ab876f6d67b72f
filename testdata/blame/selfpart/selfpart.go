// Package selfpart is a document tree. A Document embeds the Element
// that holds its root: a program that hands a document a part of itself
// (its own Element) as its root makes it contain itself, and the walk up
// its parents that follows never ends. No finding. Its pair is
// selfpartbug.
package selfpart

// Element is a node of the tree.
type Element struct {
	Tag    string
	parent *Element
	kids   []*Element
}

// Document is a tree, held by its Element.
type Document struct {
	Element
}

// NewDocument returns an empty document.
func NewDocument() *Document { return &Document{} }

// Self is the document's own Element.
func (d *Document) Self() *Element { return &d.Element }

// SetRoot makes e the document's root.
func (d *Document) SetRoot(e *Element) {
	e.parent = &d.Element
	d.kids = []*Element{e}
}

// AddChild adds a child of the tag to e, and returns it.
func (e *Element) AddChild(tag string) *Element {
	c := &Element{Tag: tag, parent: e}
	e.kids = append(e.kids, c)
	return c
}

// Depth is how many parents e has.
func (e *Element) Depth() int {
	if e.parent == nil {
		return 0
	}
	return 1 + e.parent.Depth()
}

// Children are e's children.
func (e *Element) Children() []*Element { return e.kids }
