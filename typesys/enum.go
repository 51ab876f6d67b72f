package typesys

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/packages"
)

// NoZeroEnum reports whether t is an enumeration of the package's whose
// zero is none of its values: a named integer type with two or more
// exported constants, none of them 0 (`SequenceNode Kind = 1 << iota`,
// or iota + 1), whose values the package's code never combines bit by
// bit (`style&TaggedStyle`: a set of flags, whose zero is the empty
// set). Go code starts an enumeration at one so that a field left unset
// is told from every value; the package reads such a field as one of
// its constants, and a literal sets it.
func (e *Env) NoZeroEnum(t types.Type) bool {
	n, ok := t.(*types.Named)
	if !ok || n.Obj().Pkg() != e.Pkg || e.flagged[n.Obj()] {
		return false
	}
	if b, ok := n.Underlying().(*types.Basic); !ok || b.Info()&types.IsInteger == 0 {
		return false
	}
	if v, ok := e.enums.Load(n.Obj()); ok {
		return v.(bool)
	}
	count, zero := 0, false
	for _, c := range e.Consts {
		if !types.Identical(c.Type(), t) {
			continue
		}
		count++
		if constant.Sign(c.Val()) == 0 {
			zero = true
		}
	}
	no := count >= 2 && !zero
	e.enums.Store(n.Obj(), no)
	return no
}

// flaggedTypes are the named types of p whose values its code combines
// with &, |, ^ or &^ (or their assignments): sets of flags.
func flaggedTypes(p *packages.Package) map[*types.TypeName]bool {
	out := map[*types.TypeName]bool{}
	if p.TypesInfo == nil {
		return out
	}
	note := func(xs ...ast.Expr) {
		for _, x := range xs {
			if n, ok := types.Unalias(p.TypesInfo.TypeOf(x)).(*types.Named); ok {
				out[n.Obj()] = true
			}
		}
	}
	bitwise := func(op token.Token) bool {
		switch op {
		case token.AND, token.OR, token.XOR, token.AND_NOT,
			token.AND_ASSIGN, token.OR_ASSIGN, token.XOR_ASSIGN, token.AND_NOT_ASSIGN:
			return true
		}
		return false
	}
	for _, f := range p.Syntax {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BinaryExpr:
				if bitwise(n.Op) {
					note(n.X, n.Y)
				}
			case *ast.AssignStmt:
				if bitwise(n.Tok) {
					note(n.Lhs...)
				}
			}
			return true
		})
	}
	return out
}
