// Package emptypartbug is a tiny syntax tree: a Word is one or more parts,
// as Parse makes it. A Word the program builds by hand with no parts has
// no position, and Pos takes its first part: the program's doing, at
// most suspicious; Second's own overrun on a word of one part is found.
// Its pair is emptypart.
package emptypartbug

import "strings"

// Part is a piece of a word.
type Part struct {
	Offset int
	Text   string
}

// Word is a word of one or more parts.
type Word struct {
	Parts []Part
}

// Line is a line of words.
type Line struct {
	Words []*Word
}

// Parse splits s into words separated by spaces, each of parts
// separated by dots.
func Parse(s string) *Line {
	l := &Line{}
	off := 0
	for _, f := range strings.Split(s, " ") {
		w := &Word{}
		for _, t := range strings.Split(f, ".") {
			w.Parts = append(w.Parts, Part{Offset: off, Text: t})
			off += len(t) + 1
		}
		l.Words = append(l.Words, w)
	}
	return l
}

// Pos is the offset of w's first part.
func (w *Word) Pos() int { return w.Parts[0].Offset }

// End is the offset just past w's last part.
func (w *Word) End() int {
	last := w.Parts[len(w.Parts)-1]
	return last.Offset + len(last.Text)
}

// Text joins w's parts with dots.
func (w *Word) Text() string {
	var b strings.Builder
	for i, p := range w.Parts {
		if i > 0 {
			b.WriteByte('.')
		}
		b.WriteString(p.Text)
	}
	return b.String()
}

// Second is w's second part, or w's only part if it has one.
func (w *Word) Second() Part {
	if len(w.Parts) == 0 {
		return Part{}
	}
	return w.Parts[1] // the bug: a word of one part
}
