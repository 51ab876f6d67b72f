package typesys

import (
	"go/ast"
	"go/token"
	"go/types"
)

// CallWired reports whether the package's own code sets the func field
// f to what a call returns (m.Ctx, m.CtxCancel = context.WithCancel(ctx);
// c.onClose = c.closer()): a value the package makes for itself, its
// wiring, not a hook a user sets. A hook's value comes from the user (a
// parameter, an option's field) or is a default the package writes out
// (a func literal, a function's name).
func (e *Effects) CallWired(f *types.Var) bool {
	if e == nil || f == nil {
		return false
	}
	e.wiredOnce.Do(e.findWired)
	return e.wired[f.Origin()]
}

// findWired fills e.wired from every function of the package. A field
// the package compares with nil is a hook it calls if set, whatever
// default it gives it (if s.OnErr == nil { s.OnErr = defaultOnErr() }).
func (e *Effects) findWired() {
	e.wired = map[*types.Var]bool{}
	hooks := map[*types.Var]bool{}
	defer func() {
		for f := range hooks {
			delete(e.wired, f)
		}
	}()
	for _, fn := range e.order {
		fe := e.funcs[fn]
		if fe == nil || fe.decl == nil || fe.decl.Body == nil {
			continue
		}
		ast.Inspect(fe.decl.Body, func(n ast.Node) bool {
			if f := e.nilCompared(n); f != nil {
				hooks[f.Origin()] = true
			}
			as, ok := n.(*ast.AssignStmt)
			if !ok {
				return true
			}
			for i, l := range as.Lhs {
				var rhs ast.Expr
				if len(as.Rhs) == len(as.Lhs) {
					rhs = as.Rhs[i]
				} else if len(as.Rhs) == 1 {
					rhs = as.Rhs[0] // a, b = f()
				}
				if _, call := ast.Unparen(rhs).(*ast.CallExpr); !call || e.conversion(rhs) {
					continue
				}
				if sel, ok := ast.Unparen(l).(*ast.SelectorExpr); ok {
					if v, ok := e.info.Uses[sel.Sel].(*types.Var); ok && v.IsField() {
						if _, fn := v.Type().Underlying().(*types.Signature); fn {
							e.wired[v.Origin()] = true
						}
					}
				}
			}
			return true
		})
	}
}

// nilCompared returns the field n compares with nil (x.f == nil,
// x.f != nil), or nil.
func (e *Effects) nilCompared(n ast.Node) *types.Var {
	b, ok := n.(*ast.BinaryExpr)
	if !ok || b.Op != token.EQL && b.Op != token.NEQ {
		return nil
	}
	x := b.X
	if e.isNil(b.X) {
		x = b.Y
	} else if !e.isNil(b.Y) {
		return nil
	}
	if sel, ok := ast.Unparen(x).(*ast.SelectorExpr); ok {
		if v, ok := e.info.Uses[sel.Sel].(*types.Var); ok && v.IsField() {
			return v
		}
	}
	return nil
}

// conversion reports whether x is a conversion (HandlerFunc(f)), which
// makes no value of its own.
func (e *Effects) conversion(x ast.Expr) bool {
	c, ok := ast.Unparen(x).(*ast.CallExpr)
	if !ok {
		return false
	}
	tv, ok := e.info.Types[c.Fun]
	return ok && tv.IsType()
}
