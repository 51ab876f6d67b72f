// Package zerohandedbug is zerohanded with a bug of its own: Peek reads
// one word past the input's last, on a Parser the package made.
package zerohandedbug

import "strings"

// Parser scans the words of an input.
type Parser struct {
	// Name names the parser in errors.
	Name  string
	words []string
	pos   int
}

// Const returns a function that always gives v.
func (p *Parser) Const(v string) func() string { return func() string { return v } }

// Next returns the next word, and advances past it.
func (p *Parser) Next() string {
	w := p.words[p.pos]
	if p.pos < len(p.words)-1 {
		p.pos++
	}
	return w
}

// Peek returns the word after the next one.
func (p *Parser) Peek() string { return p.words[p.pos+1] }

// Language parses an input with its extension.
type Language struct {
	ext func(p *Parser) string
}

// NewLanguage returns a language whose extension ext parses.
func NewLanguage(ext func(p *Parser) string) Language { return Language{ext: ext} }

// Parse parses input, which must have a word.
func (l Language) Parse(input string) string {
	words := strings.Fields(input)
	if len(words) == 0 || l.ext == nil {
		return ""
	}
	return l.ext(&Parser{words: words})
}
