// Package lazylenbug is text whose length is counted once, when first
// asked. A CharAt past the end is the program's misuse (see lazylen);
// Concat's own read one past o's end is its bug.
package lazylenbug

// Text is a piece of text.
type Text interface {
	// Length is the number of bytes.
	Length() int
	// CharAt is the byte at an index; its implementations name it.
	CharAt(int) byte
	// Concat is the text followed by o.
	Concat(o Text) Text
}

type text struct {
	s string
	n int // -1 until Length counts it
}

// New returns the text s.
func New(s string) Text { return &text{s: s, n: -1} }

func (t *text) Length() int {
	if t.n < 0 {
		t.n = len(t.s)
	}
	return t.n
}

func (t *text) CharAt(idx int) byte { return t.s[idx] }

func (t *text) Concat(o Text) Text {
	b := []byte(t.s)
	for i := 0; i <= o.Length(); i++ { // the bug: one past the end
		b = append(b, o.CharAt(i))
	}
	return New(string(b))
}
