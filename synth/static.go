package synth

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"github.com/hogen-go/hogen/contracts"
	"github.com/hogen-go/hogen/typesys"
)

// preClause is a precondition of an operation, with the parameter index
// of each name it uses.
type preClause struct {
	cl     *contracts.Clause
	params map[string]int
}

// staticallyFalse reports whether a precondition of op is known false for
// args: every name it uses is a literal argument or a constant, so
// go/constant decides it. The derivation then backtracks at once rather
// than make a call its guard would skip (and leave a nil behind).
func (g *Generator) staticallyFalse(op *typesys.Op, args []Term) bool {
	for _, pc := range g.preClauses[op] {
		v, ok := evalConst(pc.cl.Expr, pc.cl.Info, func(name string) (constant.Value, bool) {
			i, ok := pc.params[name]
			if !ok || i >= len(args) {
				return nil, false
			}
			lit, ok := args[i].(*Lit)
			if !ok || lit.Kind != ConstLit {
				return nil, false
			}
			return lit.Val, true
		})
		if ok && v.Kind() == constant.Bool && !constant.BoolVal(v) {
			return true
		}
	}
	return false
}

// evalConst folds e to a constant, or reports that it cannot.
func evalConst(e ast.Expr, info *types.Info, param func(string) (constant.Value, bool)) (constant.Value, bool) {
	switch e := e.(type) {
	case *ast.ParenExpr:
		return evalConst(e.X, info, param)
	case *ast.BasicLit:
		v := constant.MakeFromLiteral(e.Value, e.Kind, 0)
		return v, v.Kind() != constant.Unknown
	case *ast.Ident:
		switch obj := info.Uses[e].(type) {
		case *types.Const:
			return obj.Val(), true
		case *types.Var:
			return param(e.Name)
		}
	case *ast.UnaryExpr:
		x, ok := evalConst(e.X, info, param)
		if !ok || e.Op != token.NOT && e.Op != token.SUB && e.Op != token.ADD {
			return nil, false
		}
		return constant.UnaryOp(e.Op, x, 0), true
	case *ast.BinaryExpr:
		x, ok1 := evalConst(e.X, info, param)
		y, ok2 := evalConst(e.Y, info, param)
		if e.Op == token.LAND || e.Op == token.LOR {
			// One side decides it when it is known.
			if ok1 && x.Kind() == constant.Bool && constant.BoolVal(x) == (e.Op == token.LOR) {
				return x, true
			}
			if ok2 && y.Kind() == constant.Bool && constant.BoolVal(y) == (e.Op == token.LOR) {
				return y, true
			}
		}
		if !ok1 || !ok2 || x.Kind() == constant.Unknown || y.Kind() == constant.Unknown {
			return nil, false
		}
		switch e.Op {
		case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
			if x.Kind() != y.Kind() && (x.Kind() == constant.String || y.Kind() == constant.String || x.Kind() == constant.Bool || y.Kind() == constant.Bool) {
				return nil, false
			}
			return constant.MakeBool(constant.Compare(x, e.Op, y)), true
		case token.LAND, token.LOR:
			if x.Kind() != constant.Bool || y.Kind() != constant.Bool {
				return nil, false
			}
			return constant.BinaryOp(x, e.Op, y), true
		case token.ADD, token.SUB, token.MUL:
			if x.Kind() == constant.Bool || y.Kind() == constant.Bool {
				return nil, false
			}
			return constant.BinaryOp(x, e.Op, y), true
		}
	}
	return nil, false
}

// collectPre records the preconditions of op that name only its
// parameters (by index) and constants.
func collectPre(set *contracts.Set, op *typesys.Op) []preClause {
	var out []preClause
	for _, con := range set.Effective(op.Func) {
		if con.Sig == nil {
			continue
		}
		params := map[string]int{}
		for i := 0; i < con.Sig.Params().Len(); i++ {
			if !con.Sig.Variadic() || i < con.Sig.Params().Len()-1 {
				params[con.Sig.Params().At(i).Name()] = i
			}
		}
		for _, cl := range con.Requires {
			out = append(out, preClause{cl: cl, params: params})
		}
	}
	return out
}
