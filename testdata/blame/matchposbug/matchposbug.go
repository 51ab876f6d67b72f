// Package matchposbug is matchpos with a bug: Replace looks at the byte
// after each match to keep a word's spacing, past the end of the text
// for a match at its end. A synthesized Finder's match past its text
// stays the program's doing; the bug is found.
package matchposbug

import "strings"

// Match is where a Finder found something: text[Start:End].
type Match struct {
	Start, End int
}

// Finder finds matches in a text.
type Finder interface {
	FindAll(text string) []Match
}

// Literal returns a Finder of word.
func Literal(word string) Finder { return literal(word) }

type literal string

func (l literal) FindAll(text string) []Match {
	var ms []Match
	if l == "" {
		return nil
	}
	for i := 0; ; {
		j := strings.Index(text[i:], string(l))
		if j < 0 {
			return ms
		}
		ms = append(ms, Match{i + j, i + j + len(l)})
		i += j + len(l)
	}
}

// Replace returns text with every match f finds replaced by with.
func Replace(f Finder, text, with string) string {
	var b strings.Builder
	last := 0
	for _, m := range f.FindAll(text) {
		if m.Start < last {
			continue
		}
		b.WriteString(text[last:m.Start])
		b.WriteString(with)
		last = m.End
		if text[m.End] == ' ' && with == "" {
			last++ // keep one space, not two
		}
	}
	b.WriteString(text[last:])
	return b.String()
}
