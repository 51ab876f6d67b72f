// Package sizecbbug is sizecb whose Page slices its items by the page's
// size without bounding it by how many there are: a Delegate with a
// small Height fits more items on a page than the list holds. A real
// bug, found. Its pair is sizecb.
package sizecbbug

// Delegate measures the list's items.
type Delegate interface {
	// Height is the height of an item, in lines.
	Height() int
	// Spacing is the gap after an item, in lines.
	Spacing() int
}

// List is a list of items on a screen of some lines.
type List struct {
	d     Delegate
	lines int
	items []string
}

// New returns a list of lines lines whose items d measures.
func New(d Delegate, lines int) *List {
	if d == nil {
		d = plain{}
	}
	return &List{d: d, lines: max(lines, 1)}
}

type plain struct{}

func (plain) Height() int  { return 1 }
func (plain) Spacing() int { return 0 }

// Add adds an item.
func (l *List) Add(s string) { l.items = append(l.items, s) }

// Page returns the items of the first page.
func (l *List) Page() []string {
	per := l.lines / max(1, l.d.Height()+l.d.Spacing())
	return l.items[:per] // BUG: not bounded by len(l.items)
}
