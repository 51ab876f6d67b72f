// Package zerohanded parses words with a Parser the package makes and
// hands to the extension functions of a Language. Its tests build a zero
// Parser only to ask Const; a zero Parser has no input to scan, and Next
// on one the program built is its misuse, as on a Parser{Name: n} it
// writes, which has no input either. No finding is wanted. Its pair is
// zerohandedbug.
package zerohanded

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
