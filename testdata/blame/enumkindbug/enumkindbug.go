// Package enumkindbug has an enumeration, Kind, whose String reads a table
// of its constants' names: Kind(1024) is no Kind, and its String the
// program's misuse; Following's own overrun after the last constant is
// found. Its pair is enumkind.
package enumkindbug

// Kind is the kind of a token.
type Kind int

// The kinds of tokens.
const (
	Word Kind = iota
	Number
	Space
)

var names = [...]string{"word", "number", "space"}

// String names k.
func (k Kind) String() string { return names[k] }

// Token is a piece of text of a kind.
type Token struct {
	Kind Kind
	Text string
}

// Describe names t's kind and text.
func Describe(t Token) string { return t.Kind.String() + " " + t.Text }

// Following is the kind of token that may follow one of kind k.
func Following(k Kind) string { return names[k+1] } // the bug: Space is last

// Unit is a unit of length, named by a string.
type Unit string

// The units.
const (
	Px Unit = "px"
	Em Unit = "em"
)

// Size is a length in a unit, as CSS writes it.
func Size(n int, u Unit) string { return string(rune('0'+n%10)) + string(u) }
