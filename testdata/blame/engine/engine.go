// Package engine has a lexer that calls each rule's Emitter with the
// groups of its match, the whole match first; the package's TokenType
// is an Emitter users hand to rules, never call: a program that calls
// Emit itself with no groups makes up what the lexer never makes. No
// finding is wanted. Its pair is enginebug.
package engine

import "regexp"

// Token is a piece of text of a type.
type Token struct {
	Type  TokenType
	Value string
}

// LexerState is where a lexer is in its text.
type LexerState struct {
	Text string
	pos  int
}

// An Emitter turns the groups of a match, the whole match first, into
// tokens, in the lexer's state.
type Emitter interface {
	Emit(groups []string, state *LexerState) []Token
}

// TokenType is the type of a token; as an Emitter it emits the whole
// match as one token of its type.
type TokenType int

// Emit emits the whole match as one token.
func (t TokenType) Emit(groups []string, state *LexerState) []Token {
	state.pos += len(groups[0])
	return []Token{{t, groups[0]}}
}

// Rule matches a pattern and emits its match.
type Rule struct {
	Pattern string
	Type    Emitter
}

// Lexer splits text by its rules.
type Lexer struct {
	rules []*regexp.Regexp
	types []Emitter
}

// NewLexer returns a lexer of the rules; one whose pattern does not
// compile is left out.
func NewLexer(rules ...Rule) *Lexer {
	l := &Lexer{}
	for _, r := range rules {
		if re, err := regexp.Compile(r.Pattern); err == nil && r.Type != nil {
			l.rules, l.types = append(l.rules, re), append(l.types, r.Type)
		}
	}
	return l
}

// Tokenise splits text into tokens; text no rule matches is left out.
func (l *Lexer) Tokenise(text string) []Token {
	var out []Token
	state := &LexerState{Text: text}
	for len(text) > 0 {
		matched := false
		for i, re := range l.rules {
			if m := re.FindStringSubmatch(text); m != nil && len(m[0]) > 0 && re.FindStringIndex(text)[0] == 0 {
				out = append(out, l.types[i].Emit(m, state)...)
				text, matched = text[len(m[0]):], true
				break
			}
		}
		if !matched {
			text = text[1:]
		}
	}
	return out
}
