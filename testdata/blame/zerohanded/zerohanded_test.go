package zerohanded

import "testing"

func TestConst(t *testing.T) {
	p := Parser{}
	if got := p.Const("a")(); got != "a" {
		t.Errorf("got %q", got)
	}
	l := NewLanguage(func(p *Parser) string { return p.Next() })
	if got := l.Parse("x y"); got != "x" {
		t.Errorf("got %q", got)
	}
}
