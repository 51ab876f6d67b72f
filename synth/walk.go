package synth

import (
	"go/types"

	"github.com/hogen-go/hogen/typesys"
)

// Walk calls f on every term of b, outer terms first, reaching into
// closures and implementations.
func Walk(b *Block, f func(Term)) {
	for _, l := range b.Stmts {
		if l.Value == nil {
			continue // a declaration
		}
		walkTerm(l.Value, f)
		if l.Backup != nil {
			walkTerm(l.Backup, f)
		}
	}
	for _, t := range b.Results {
		walkTerm(t, f)
	}
}

func walkTerm(t Term, f func(Term)) {
	if t == nil {
		return
	}
	f(t)
	switch t := t.(type) {
	case *Composite:
		for _, k := range t.Keys {
			walkTerm(k, f)
		}
		for _, e := range t.Elems {
			walkTerm(e, f)
		}
	case *Call:
		walkTerm(t.Recv, f)
		for _, a := range t.Args {
			walkTerm(a, f)
		}
	case *Closure:
		Walk(t.Body, f)
	case *Loop:
		walkTerm(t.Fn, f)
	case *Order:
		walkTerm(t.X, f)
		walkTerm(t.Y, f)
	case *Impl:
		walkTerm(t.Embed, f)
		for _, m := range t.Methods {
			walkTerm(m.Fn, f)
		}
	}
}

// WalkDefs calls f on every variable b binds, in closures too: results
// of lets, closure parameters, implementations.
func WalkDefs(b *Block, f func(*Var)) {
	walkBlocks(b, func(b *Block) {
		for _, l := range b.Stmts {
			for _, v := range l.Vars {
				if v != nil {
					f(v)
				}
			}
		}
	})
	Walk(b, func(t Term) {
		switch t := t.(type) {
		case *Closure:
			for _, p := range t.Params {
				f(p)
			}
		case *Impl:
			f(t.Self)
		}
	})
}

// walkBlocks calls f on b and every block nested in it.
func walkBlocks(b *Block, f func(*Block)) {
	f(b)
	Walk(b, func(t Term) {
		if c, ok := t.(*Closure); ok {
			f(c.Body)
		}
	})
}

// HasLoop reports whether p runs a Loop.
func HasLoop(p *Program) bool {
	found := false
	Walk(p.Body, func(t Term) {
		if _, ok := t.(*Loop); ok {
			found = true
		}
	})
	return found
}

// WalkUses calls f on every use of a variable in b.
func WalkUses(b *Block, f func(*Var)) {
	Walk(b, func(t Term) {
		if v, ok := t.(*Var); ok {
			f(v)
		}
	})
}

// Nodes returns p's calls and closures by their IDs.
func Nodes(p *Program) map[int]Term {
	nodes := map[int]Term{}
	Walk(p.Body, func(t Term) {
		switch t := t.(type) {
		case *Call:
			nodes[t.ID] = t
		case *Closure:
			nodes[t.ID] = t
		}
	})
	return nodes
}

// MaxNode returns the largest ID of p's calls and closures.
func MaxNode(p *Program) int {
	n := 0
	Walk(p.Body, func(t Term) {
		switch t := t.(type) {
		case *Call:
			n = max(n, t.ID)
		case *Closure:
			n = max(n, t.ID)
		}
	})
	return n
}

// Unshown returns the first struct type that p builds by hand (a
// literal, or a zero value T{}), that env.Unshown says the package's
// tests and examples never build so, and that flows into the call at
// (the call where the program failed): as its receiver or an argument,
// into what made them, or as what a callback handed to it returns. A value of a basic type stops the flow: a
// string a hand-built value returned is a string like any other. Nil if
// there is none, or no call at.
func Unshown(env *typesys.Env, p *Program, at int) types.Type {
	defs := map[*Var]Term{}
	walkBlocks(p.Body, func(b *Block) {
		for _, l := range b.Stmts {
			for _, v := range l.Vars {
				if v != nil && l.Value != nil {
					defs[v] = l.Value
				}
			}
		}
	})
	failing := CallAt(p, at)
	var found types.Type
	seen := map[Term]bool{}
	var visit func(t Term)
	visit = func(t Term) {
		if t == nil || found != nil || seen[t] {
			return
		}
		seen[t] = true
		switch t := t.(type) {
		case *Composite:
			if env.Unshown(t.T) {
				found = t.T
				return
			}
			for _, e := range t.Elems {
				visit(e)
			}
			for _, k := range t.Keys {
				visit(k)
			}
		case *Lit:
			if _, ptr := t.T.(*types.Pointer); t.Kind == ZeroLit && !ptr && env.Unshown(t.T) {
				found = t.T
			}
		case *Var:
			if _, basic := t.T.Underlying().(*types.Basic); !basic {
				visit(defs[t])
			}
		case *Call:
			visit(t.Recv)
			for _, a := range t.Args {
				visit(a)
			}
		case *Closure:
			// What a callback returns to the package flows in too.
			for _, r := range t.Body.Results {
				visit(r)
			}
		case *Impl:
			for _, m := range t.Methods {
				visit(m.Fn)
			}
		}
	}
	if failing != nil {
		visit(failing)
	}
	return found // with no failing call to follow, nothing is held against it
}

// CallAt is the call of p whose ID is at (wire.Outcome.At), or nil: at
// may name a closure, or a call that minimization removed.
func CallAt(p *Program, at int) *Call {
	var found *Call
	Walk(p.Body, func(t Term) {
		if c, ok := t.(*Call); ok && c.ID == at && found == nil {
			found = c
		}
	})
	return found
}
