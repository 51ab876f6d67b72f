// Package unshownbug is unshown with a bug: LastPage of a document
// that NewDoc made reads past its pages when it has none, the package's
// bug, found; AddFont of a hand-built Tpl is still no finding. Its pair
// is unshown.
package unshownbug

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

// LastPage is the title of the last page.
func (d *Doc) LastPage() string { return d.pages[len(d.pages)-1+len(d.fonts)] }
