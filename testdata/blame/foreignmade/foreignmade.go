// Package foreignmade lexes words from an input.Input, which its own
// package makes with NewInput: an Input built by hand has no NUL at its
// end, and the lexer reads past it, the program's misuse. No finding.
// Its pair is foreignmadebug.
package foreignmade

import "github.com/hogen-go/hogen/testdata/blame/foreignmade/input"

// Lexer reads words separated by spaces.
type Lexer struct{ in *input.Input }

// NewLexer returns a Lexer over in.
func NewLexer(in *input.Input) *Lexer { return &Lexer{in: in} }

// Word returns the next word, "" at the end.
func (l *Lexer) Word() string {
	for l.in.Peek() == ' ' {
		l.in.Move(1)
	}
	var w []byte
	for c := l.in.Peek(); c != ' ' && c != 0; c = l.in.Peek() {
		w = append(w, c)
		l.in.Move(1)
	}
	return string(w)
}
