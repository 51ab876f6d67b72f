// Package countindex has a form whose RemoveButton(index) takes an index
// below GetButtonCount(), a list whose SetItem(index) takes one below
// len(Items()), and a path, a slice type, whose Set(pos) takes one below
// its length: Go's convention for what an index picks, unsaid. Each reads
// or writes past its slice on an index out of range, the caller's
// mistake. No finding is wanted. Its pair is countindexbug.
package countindex

// Form is a row of buttons.
type Form struct {
	buttons []string
}

// NewForm returns a form with no buttons.
func NewForm() *Form { return &Form{} }

// AddButton adds a button labelled label.
func (f *Form) AddButton(label string) { f.buttons = append(f.buttons, label) }

// GetButtonCount returns how many buttons the form has.
func (f *Form) GetButtonCount() int { return len(f.buttons) }

// RemoveButton removes the button at the given position.
func (f *Form) RemoveButton(index int) {
	f.buttons = append(f.buttons[:index], f.buttons[index+1:]...)
}

// List is a list of items.
type List struct {
	items []string
}

// Items returns the items.
func (l List) Items() []string { return l.items }

// InsertItem inserts x at the end.
func (l *List) InsertItem(x string) { l.items = append(l.items, x) }

// SetItem replaces the item at the given index.
func (l *List) SetItem(index int, x string) { l.items[index] = x }

// Path is a sequence of names.
type Path []string

// Set sets the name at pos.
func (p Path) Set(pos int, name string) { p[pos] = name }

// Len returns how many names the path has.
func (p Path) Len() int { return len(p) }
