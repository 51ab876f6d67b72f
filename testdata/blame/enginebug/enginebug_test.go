package enginebug

import "testing"

func TestTokenise(t *testing.T) {
	l := NewLexer(Rule{`[a-z]+`, TokenType(1)}, Rule{`[0-9]+`, TokenType(2)})
	if got := l.Tokenise("ab 12"); len(got) != 2 {
		t.Fatal(got)
	}
}
