// Package countindexbug is countindex whose GetButtonCount counts the
// buttons of the row before the last AddButton: RemoveButton of an index
// below it, as the convention asks, reads past the buttons when a label
// was empty. A real bug, found. Its pair is countindex.
package countindexbug

// Form is a row of buttons.
type Form struct {
	buttons []string
	count   int
}

// NewForm returns a form with no buttons.
func NewForm() *Form { return &Form{} }

// AddButton adds a button labelled label; an empty label adds none.
func (f *Form) AddButton(label string) {
	f.count++ // BUG: counted before the check
	if label == "" {
		return
	}
	f.buttons = append(f.buttons, label)
}

// GetButtonCount returns how many buttons the form has.
func (f *Form) GetButtonCount() int { return f.count }

// RemoveButton removes the button at the given position.
func (f *Form) RemoveButton(index int) {
	f.buttons = append(f.buttons[:index], f.buttons[index+1:]...)
	f.count--
}
