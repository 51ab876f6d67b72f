// Package unshown has a Doc that NewDoc makes, with fonts it fills in,
// and a Tpl of exported fields that embeds a Doc and that only
// Doc.CreateTpl makes, to hand to the function that draws it, as the
// tests do: a Tpl written by hand holds a zero Doc, whose nil map of
// fonts AddFont writes to. That failure is the hand-built value's, and
// at most suspicious. No finding is wanted. Its pair is unshownbug.
package unshown

// Doc is a document.
type Doc struct {
	fonts map[string]int
	pages []string
}

// NewDoc returns an empty document.
func NewDoc() *Doc { return &Doc{fonts: map[string]int{}} }

// AddFont adds the font named name.
func (d *Doc) AddFont(name string) { d.fonts[name] = len(d.fonts) }

// AddPage adds a page.
func (d *Doc) AddPage(title string) { d.pages = append(d.pages, title) }

// Pages is how many pages the document has.
func (d *Doc) Pages() int { return len(d.pages) }

// Tpl is a template: a document whose pages are copied into others.
type Tpl struct {
	Doc
}

// Template is a finished template.
type Template struct{ pages int }

// Pages is how many pages the template has.
func (t *Template) Pages() int { return t.pages }

// CreateTpl makes a template with the document's fonts, on which fn
// draws.
func (d *Doc) CreateTpl(fn func(*Tpl)) *Template {
	t := &Tpl{Doc: *NewDoc()}
	for f, i := range d.fonts {
		t.fonts[f] = i
	}
	fn(t)
	return &Template{pages: len(t.pages)}
}
