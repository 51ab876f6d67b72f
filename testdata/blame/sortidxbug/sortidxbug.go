// Package sortidxbug is sortidx whose Swap exchanges the name after j,
// not j's: the last index, in range, fails. The package's bug, to be
// found; an index past Len to Less is still the program's misuse.
package sortidxbug

// List is a list of names, sortable by sort.Sort.
type List struct{ names []string }

// Add appends name.
func (l *List) Add(name string) { l.names = append(l.names, name) }

// Len is the number of names.
func (l *List) Len() int { return len(l.names) }

// Less orders names alphabetically.
func (l *List) Less(i, j int) bool { return l.names[i] < l.names[j] }

// Swap exchanges two names.
func (l *List) Swap(i, j int) { l.names[i], l.names[j+1] = l.names[j+1], l.names[i] } // the bug: j+1
