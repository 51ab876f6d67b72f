package contracts

import (
	"go/ast"
	"go/types"
	"regexp"
	"strings"
)

// Prose is what a function's doc comment says in words, rather than in
// contract clauses, that decides who is to blame. Go documentation states
// most preconditions this way ("It panics if n is negative."), and a
// finding that the documentation already announces is not a bug.
type Prose struct {
	// Panics is the sentence announcing that the function panics on some
	// input: a runtime error escaping it is the documented rejection of
	// that input, blamed on the generator.
	Panics string
	// Forbids is the sentence forbidding callbacks to act ("The behavior of
	// Do is undefined if f changes *r.", "assumes that f always returns
	// the same value"): the callbacks hogen hands it do not act.
	Forbids string
}

var (
	panicsRE    = regexp.MustCompile(`(?i)\b(panics|will panic|may panic|to panic|it panic)\b`)
	notPanicsRE = regexp.MustCompile(`(?i)\b(never|not|doesn't|won't|no longer|instead of|rather than)\b[^.]*\bpanic`)
	forbidRE    = regexp.MustCompile(`(?i)\b(undefined|must not|must never|should not|may not|is not allowed|are not allowed|not permitted|always returns? the same)\b`)
	actRE       = regexp.MustCompile(`(?i)\b(chang|modif|mutat|alter|add|remov|insert|delet|call|same value)`)
)

// readProse finds the sentences of doc that Prose records. Forbids is
// looked for only in functions that take a callback.
func readProse(doc *ast.CommentGroup, sig *types.Signature) Prose {
	var p Prose
	if doc == nil {
		return p
	}
	callback := false
	for i := 0; i < sig.Params().Len(); i++ {
		switch sig.Params().At(i).Type().Underlying().(type) {
		case *types.Signature, *types.Interface:
			callback = true
		}
	}
	for _, s := range sentences(doc.Text()) {
		if p.Panics == "" && panicsRE.MatchString(s) && !notPanicsRE.MatchString(s) {
			p.Panics = s
		}
		if callback && p.Forbids == "" && forbidRE.MatchString(s) && actRE.MatchString(s) &&
			!strings.Contains(strings.ToLower(s), "concurrent") {
			p.Forbids = s
		}
	}
	return p
}

// sentences splits text at the ends of sentences: a period, question or
// exclamation mark followed by a space or the end.
func sentences(text string) []string {
	text = strings.Join(strings.Fields(text), " ")
	var out []string
	for len(text) > 0 {
		i := strings.Index(text, ". ")
		if i < 0 {
			out = append(out, text)
			break
		}
		out = append(out, text[:i+1])
		text = text[i+2:]
	}
	return out
}

// Prose returns what fn's doc comment says about panics and callbacks, or
// the zero Prose. Instantiated generic functions find their origin's.
func (s *Set) Prose(fn *types.Func) Prose {
	if s == nil || fn == nil {
		return Prose{}
	}
	return s.prose[fn.Origin()]
}

func (s *Set) addProse(fn *types.Func, p Prose) {
	if p == (Prose{}) {
		return
	}
	if s.prose == nil {
		s.prose = map[*types.Func]Prose{}
	}
	s.prose[fn] = p
}
