// Package mandatorybug is mandatory with a bug: Longest of a document
// whose font is set reads past its lines, the package's bug, found; a
// Write before SetFont is still the program's misuse. Its pair is
// mandatory.
package mandatorybug

// Font is a font's glyph widths.
type Font struct{ widths map[rune]int }

// Doc is a document.
type Doc struct {
	font  *Font
	lines []string
	width int
}

// New returns an empty document.
func New() *Doc { return &Doc{} }

// SetFont selects the font named name. It is mandatory to call this
// method at least once before writing text.
func (d *Doc) SetFont(name string) {
	d.font = &Font{widths: map[rune]int{'a': 1}}
}

// Write adds a line of text.
func (d *Doc) Write(text string) {
	for _, r := range text {
		d.width += d.font.widths[r]
	}
	d.lines = append(d.lines, text)
}

// Clip begins a clipping operation: what is written next shows only
// inside the box of width w.
func (d *Doc) Clip(w int) { d.width = min(d.width, w) }

// Lines is how many lines were written.
func (d *Doc) Lines() int { return len(d.lines) }

// Longest is the length of the longest line written.
func (d *Doc) Longest() int {
	n := 0
	for i := 0; i <= len(d.lines); i++ {
		n = max(n, len(d.lines[i]))
	}
	return n
}
