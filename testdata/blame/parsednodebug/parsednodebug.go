// Package parsednodebug parses sums like `1+"ab"+x` into a tree of
// nodes. A Quoted the program builds by hand without its quotes is the
// program's doing (see parsednode); the parser's own Quoted of a lone
// quote, which it takes for a whole string, is its bug: Eval slices past
// it.
package parsednodebug

import (
	"errors"
	"strconv"
	"strings"
)

// Node is a node of a parsed sum.
type Node interface {
	// Eval is the node's value, with names looked up in env.
	Eval(env map[string]int) int
	// String prints the node as it was parsed.
	String() string
}

// Num is a number.
type Num struct {
	Value int
}

// Name is a name, looked up when the sum is evaluated.
type Name struct {
	Ident string
}

// Str is a quoted string; its value is its length.
type Str struct {
	Q Quoted
}

// Quoted is a string's text, quotes included, as the parser read it.
type Quoted struct {
	Text string
}

// Add is the sum of its two operands.
type Add struct {
	X, Y Node
}

// Eval implements Node.
func (n *Num) Eval(map[string]int) int { return n.Value }

// String implements Node.
func (n *Num) String() string { return strconv.Itoa(n.Value) }

// Eval implements Node.
func (n *Name) Eval(env map[string]int) int { return env[n.Ident] }

// String implements Node.
func (n *Name) String() string { return n.Ident }

// Eval implements Node.
func (s *Str) Eval(map[string]int) int { return len(s.Q.Value()) }

// String implements Node.
func (s *Str) String() string { return s.Q.Text }

// Value is the string between the quotes.
func (q Quoted) Value() string { return q.Text[1 : len(q.Text)-1] }

// Eval implements Node.
func (a *Add) Eval(env map[string]int) int { return a.X.Eval(env) + a.Y.Eval(env) }

// String implements Node.
func (a *Add) String() string { return a.X.String() + "+" + a.Y.String() }

// ErrEmpty is returned for an empty operand.
var ErrEmpty = errors.New("parsednodebug: empty operand")

// ErrQuote is returned for a string without its closing quote.
var ErrQuote = errors.New("parsednodebug: missing quote")

// Parse parses s, operands separated by "+", each a number, a quoted string or a name.
func Parse(s string) (Node, error) {
	var n Node
	for _, f := range strings.Split(s, "+") {
		f = strings.TrimSpace(f)
		if f == "" {
			return nil, ErrEmpty
		}
		var o Node = &Name{Ident: f}
		if v, err := strconv.Atoi(f); err == nil {
			o = &Num{Value: v}
		} else if strings.HasPrefix(f, `"`) {
			if !strings.HasSuffix(f, `"`) { // the bug: `"` is a prefix and a suffix
				return nil, ErrQuote
			}
			o = &Str{Q: Quoted{Text: f}}
		}
		if n == nil {
			n = o
		} else {
			n = &Add{X: n, Y: o}
		}
	}
	return n, nil
}

// Walk calls f on n and on every node below it, operands first, and
// stops when f returns false.
func Walk(n Node, f func(Node) bool) bool {
	if a, ok := n.(*Add); ok {
		if !Walk(a.X, f) || !Walk(a.Y, f) {
			return false
		}
	}
	return f(n)
}

// Join joins the values of qs, without their quotes.
func Join(qs ...Quoted) string {
	var b strings.Builder
	for _, q := range qs {
		b.WriteString(q.Value())
	}
	return b.String()
}
