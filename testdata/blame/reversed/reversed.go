// Package reversed keeps a list of names and takes a sub-list by a range
// of positions, as a slice expression does: a start past the end panics
// there, as s[1:0] does, which the docs need not say. No finding. Its
// pair is reversedbug.
package reversed

// List is a list of names.
type List struct{ names []string }

// New returns an empty list.
func New() *List { return &List{} }

// Add appends name to the list.
func (l *List) Add(name string) { l.names = append(l.names, name) }

// Len is the number of names in the list.
func (l *List) Len() int { return len(l.names) }

// Slice returns a new list of the names from position start up to, not
// including, position end; positions past the end are taken as the
// end.
func (l *List) Slice(start, end int) *List {
	if start < 0 {
		start = 0
	}
	end = min(end, len(l.names))
	start = min(start, len(l.names))
	return &List{names: append([]string(nil), l.names[start:end]...)}
}
