// Package matchpos replaces what a Finder finds in a text. A Finder's
// matches are positions in the text it was handed: one that answers a
// match past the end of its text (found in another) makes Replace slice
// out of range, the implementation's doing. No finding is wanted.
package matchpos

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
	}
	b.WriteString(text[last:])
	return b.String()
}
