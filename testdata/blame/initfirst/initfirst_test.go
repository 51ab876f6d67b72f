package initfirst

import "testing"

func TestParse(t *testing.T) {
	ast := NewAST("words")
	ast.Parsewith("hello world")
	if ast.GetValue() != "hello world" {
		t.Fatal(ast.GetValue())
	}
}

func TestWords(t *testing.T) {
	ast := NewAST("words")
	ast.Parsewith("a b c")
	if ast.Words() != 3 {
		t.Fatal(ast.Words())
	}
}
