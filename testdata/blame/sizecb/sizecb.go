// Package sizecb lays out a list whose items a Delegate measures: the
// list divides its height by each item's Height plus Spacing. A Height
// is a size, never negative; a synthesized delegate whose Height is -1
// and Spacing 1 makes the list divide by zero, the delegate's doing. No
// finding is wanted. Its pair is sizecbbug.
package sizecb

// Delegate measures the list's items.
type Delegate interface {
	// Height is the height of an item, in lines.
	Height() int
	// Spacing is the gap after an item, in lines.
	Spacing() int
}

// List is a list of items on a screen of some lines.
type List struct {
	per   int
	items []string
}

// New returns a list of lines lines whose items d measures.
func New(d Delegate, lines int) *List {
	if d == nil {
		d = plain{}
	}
	l := &List{per: len("")}
	if d.Height()+d.Spacing() == 0 && d.Height() >= 0 {
		l.per = lines
	} else {
		l.per = max(1, lines/(d.Height()+d.Spacing()))
	}
	return l
}

type plain struct{}

func (plain) Height() int  { return 1 }
func (plain) Spacing() int { return 0 }

// Add adds an item.
func (l *List) Add(s string) { l.items = append(l.items, s) }

// PerPage returns how many items fit on one page.
func (l *List) PerPage() int { return l.per }

// Unit is a unit of height, by its name.
type Unit string

// Lines returns how many lines the unit is.
func (u Unit) Lines() int { return len(u) }
