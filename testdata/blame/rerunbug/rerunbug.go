// Package rerunbug is a lexer run by state functions that keeps the
// text and position under way in a variable of the package: a state
// function that lexes another text (an included file) with a lexer of
// its own ends that run, which marks the position done, and the outer
// lexer's next Next reads before the text. That is the package's bug:
// nothing says a state function may not run another lexer.
package rerunbug

// StateFunc lexes from l's position and returns the next state.
type StateFunc func(l *L) StateFunc

// L is a lexer over a source text.
type L struct {
	src   string
	start StateFunc
}

// cur is the text and position under way: the bug (a nested run ends
// it).
var cur struct {
	src string
	pos int
}

// New returns a lexer of src that starts in the state start.
func New(src string, start StateFunc) *L { return &L{src: src, start: start} }

// Run runs the lexer to its end on the calling goroutine.
func (l *L) Run() {
	cur.src, cur.pos = l.src, 0
	for s := l.start; s != nil; {
		s = s(l)
	}
	cur.pos = -1
}

// Next returns the next byte of the source, or 0 at its end. State
// functions call it on the lexer they are handed.
func (l *L) Next() byte {
	if cur.pos >= len(cur.src) {
		return 0
	}
	cur.pos++
	return cur.src[cur.pos-1]
}
