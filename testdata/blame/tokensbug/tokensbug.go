// Package tokensbug parses expressions from the tokens its lexer makes,
// or from tokens its users make, as FromTokens says: a prefix token at
// the end has no operand, and FromTokens reads past it. The package's
// tests never build a token; its users may. A real bug, found.
package tokensbug

import (
	"errors"
	"strings"
)

// Kind is the kind of a token.
type Kind int

// The kinds of tokens.
const (
	Number Kind = iota
	Prefix
)

// Token is a token of an expression.
type Token struct {
	Kind  Kind
	Value string
}

// Lex splits s into tokens: "-" is a prefix, anything else a number.
func Lex(s string) []Token {
	var ts []Token
	for _, f := range strings.Fields(s) {
		if f == "-" {
			ts = append(ts, Token{Kind: Prefix, Value: f})
		} else {
			ts = append(ts, Token{Kind: Number, Value: f})
		}
	}
	if len(ts) > 0 && ts[len(ts)-1].Kind == Prefix {
		ts = ts[:len(ts)-1] // a trailing "-" negates nothing
	}
	return ts
}

// Expr is a parsed expression.
type Expr struct {
	terms []string
}

// FromTokens parses tokens, made by Lex or by the caller, into an
// expression.
func FromTokens(ts []Token) (*Expr, error) {
	if len(ts) == 0 {
		return nil, errors.New("tokensbug: no tokens")
	}
	e := &Expr{}
	for i := 0; i < len(ts); i++ {
		if ts[i].Kind == Prefix {
			e.terms = append(e.terms, "-"+ts[i+1].Value) // BUG: a prefix at the end has no operand
			i++
			continue
		}
		e.terms = append(e.terms, ts[i].Value)
	}
	return e, nil
}

// Len returns how many terms the expression has.
func (e *Expr) Len() int { return len(e.terms) }
