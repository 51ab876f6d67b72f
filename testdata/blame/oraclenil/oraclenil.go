// Package oraclenil keeps the Stringer it is given and shows it in its own
// String: a nil the program passed makes String panic, which is the
// program's doing. Its pair is testdata/blame/stringer, whose String
// panics on a value the package built itself.
package oraclenil

import "fmt"

// Label shows a name.
type Label struct {
	name fmt.Stringer
}

// NewLabel returns a label that shows name.
func NewLabel(name fmt.Stringer) *Label { return &Label{name: name} }

// String shows the label's name in brackets.
func (l *Label) String() string { return "[" + l.name.String() + "]" }
