// Package mandatory has a Doc whose SetFont, its doc says, must be
// called before text is written, as its tests do: a Write before it
// measures text with no font, the program's misuse, even after a Clip
// that "begins" an operation. No finding is wanted. Its pair is
// mandatorybug.
package mandatory

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
