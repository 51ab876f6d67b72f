// Package selfpartbug is a document tree. A document handed its own
// Element as its root is the program's doing (see selfpart); LastChild's
// own read one past the children is its bug.
package selfpartbug

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

// LastChild is e's last child, nil if it has none.
func (e *Element) LastChild() *Element {
	if len(e.kids) == 0 {
		return nil
	}
	return e.kids[len(e.kids)] // the bug: one past the last
}
