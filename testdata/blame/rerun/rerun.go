// Package rerun is a lexer run by state functions, after Rob Pike's
// design: Run calls the state function it was made with, then each one
// the last returned, until one returns nil, and closes its token
// channel. A state function that runs its own lexer again runs a second
// copy over the state the first is using; the outer run then closes the
// channel the inner one closed. That crash is the program's doing.
package rerun

// StateFunc lexes from l's position and returns the next state.
type StateFunc func(l *L) StateFunc

// L is a lexer over a source text.
type L struct {
	src    string
	pos    int
	start  StateFunc
	tokens chan string
}

// New returns a lexer of src that starts in the state start.
func New(src string, start StateFunc) *L { return &L{src: src, start: start} }

// Run runs the lexer to its end on the calling goroutine.
func (l *L) Run() {
	l.tokens = make(chan string, len(l.src)+1)
	for s := l.start; s != nil; {
		s = s(l)
	}
	close(l.tokens)
}

// Next returns the next byte of the source, or 0 at its end.
func (l *L) Next() byte {
	if l.pos >= len(l.src) {
		return 0
	}
	l.pos++
	return l.src[l.pos-1]
}

// Tokens returns how many tokens the last run emitted.
func (l *L) Tokens() int { return len(l.tokens) }
