// Package selfref has a list that prints its elements with fmt, like Go's
// containers do: a program that adds the list to itself and prints it
// recurses for ever, which is its doing. No finding is wanted. Its pair is
// testdata/blame/recursion, which recurses without any cycle.
package selfref

import "fmt"

// List is a list of values.
type List struct{ vs []any }

// New returns an empty list.
func New() *List { return &List{} }

// Add appends v.
func (l *List) Add(v any) { l.vs = append(l.vs, v) }

// Len is the number of values.
func (l *List) Len() int { return len(l.vs) }

// String prints the values.
func (l *List) String() string { return fmt.Sprint(l.vs) }
