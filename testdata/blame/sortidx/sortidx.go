// Package sortidx has a list that implements sort.Interface, whose Less
// and Swap take indexes in [0, Len()) by sort.Interface's doc: a Less of
// an empty list's index 0 is the program's misuse. No finding is wanted.
// Its pair is sortidxbug, whose Swap is off by one on indexes in range.
package sortidx

// List is a list of names, sortable by sort.Sort.
type List struct{ names []string }

// Add appends name.
func (l *List) Add(name string) { l.names = append(l.names, name) }

// Len is the number of names.
func (l *List) Len() int { return len(l.names) }

// Less orders names alphabetically.
func (l *List) Less(i, j int) bool { return l.names[i] < l.names[j] }

// Swap exchanges two names.
func (l *List) Swap(i, j int) { l.names[i], l.names[j] = l.names[j], l.names[i] }
