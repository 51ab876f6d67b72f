// Package nilmapvalbug holds objects by name. A Map whose values the
// program set to nil is its own doing (see nilmapval); Errors, whose nil
// errors are no errors, calls Error on them all the same: its bug.
package nilmapvalbug

import (
	"sort"
	"strings"
)

// Object is a value with a printed form.
type Object interface {
	String() string
}

// Str is a string Object.
type Str string

// String implements Object.
func (s Str) String() string { return string(s) }

// Map is a map of Objects by name.
type Map struct {
	Value map[string]Object
}

// Get is the value of k, nil if there is none.
func (m *Map) Get(k string) Object { return m.Value[k] }

// Copy returns a map of the printed forms of m's values.
func (m *Map) Copy() *Map {
	c := &Map{Value: map[string]Object{}}
	for k, v := range m.Value {
		c.Value[k] = Str(v.String())
	}
	return c
}

// Errors are errors by field name; a nil one is no error.
type Errors map[string]error

// Error joins the errors, by name.
func (es Errors) Error() string {
	var keys []string
	for k := range es {
		keys = append(keys, k) // the bug: a nil error is no error
	}
	sort.Strings(keys)
	var b strings.Builder
	for _, k := range keys {
		b.WriteString(k + ": " + es[k].Error() + "; ")
	}
	return b.String()
}
