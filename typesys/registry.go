package typesys

import (
	"go/ast"
	"go/token"
	"go/types"
)

// RegistryCalls are the calls, in the package's methods, of a func looked
// up in a map field of the receiver (h := m.handlers[k]; h(ev), or
// m.handlers[k](ev)) that a method of the package fills under a key its
// caller gives (m.handlers[state] = f, where state is a parameter): a
// registry of the caller's functions. Looked up under a key no call
// registered, the func is nil, and calling it is the caller's omission,
// as a request for a pattern no Handle registered is: the package calls
// what it was given.
func (e *Effects) RegistryCalls() []token.Pos {
	registered := map[*types.Var]bool{}
	for _, fn := range e.order {
		fd := e.funcs[fn].decl
		if fd.Body == nil || fd.Recv == nil {
			continue
		}
		params := e.paramsWithin(fd)
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			as, ok := n.(*ast.AssignStmt)
			if !ok {
				return true
			}
			for _, l := range as.Lhs {
				ix, ok := ast.Unparen(l).(*ast.IndexExpr)
				if !ok {
					continue
				}
				if id, ok := ast.Unparen(ix.Index).(*ast.Ident); ok && params[e.info.Uses[id]] {
					if f := e.recvFuncMap(fd, ix.X); f != nil {
						registered[f] = true
					}
				}
			}
			return true
		})
	}
	if len(registered) == 0 {
		return nil
	}
	var out []token.Pos
	for _, fn := range e.order {
		fd := e.funcs[fn].decl
		if fd.Body == nil || fd.Recv == nil {
			continue
		}
		looked := map[types.Object]bool{} // the variables a lookup set
		lookup := func(x ast.Expr) bool {
			ix, ok := ast.Unparen(x).(*ast.IndexExpr)
			return ok && registered[e.recvFuncMap(fd, ix.X)]
		}
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.AssignStmt:
				if len(n.Lhs) == len(n.Rhs) {
					for i, r := range n.Rhs {
						if id, ok := n.Lhs[i].(*ast.Ident); ok && lookup(r) {
							looked[e.info.ObjectOf(id)] = true
						}
					}
				}
			case *ast.CallExpr:
				id, ok := ast.Unparen(n.Fun).(*ast.Ident)
				if lookup(n.Fun) || ok && looked[e.info.Uses[id]] {
					out = append(out, n.Lparen)
				}
			}
			return true
		})
	}
	return out
}

// paramsWithin are the parameters of fd and of the func literals in its
// body.
func (e *Effects) paramsWithin(fd *ast.FuncDecl) map[types.Object]bool {
	params := map[types.Object]bool{}
	add := func(ft *ast.FuncType) {
		for _, f := range ft.Params.List {
			for _, name := range f.Names {
				params[e.info.Defs[name]] = true
			}
		}
	}
	add(fd.Type)
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if fl, ok := n.(*ast.FuncLit); ok {
			add(fl.Type)
		}
		return true
	})
	return params
}

// recvFuncMap is the field of fd's receiver that x selects (r.f), when
// it is a map of funcs, or nil.
func (e *Effects) recvFuncMap(fd *ast.FuncDecl, x ast.Expr) *types.Var {
	f := e.recvSel(fd, x)
	if f == nil {
		return nil
	}
	m, ok := f.Type().Underlying().(*types.Map)
	if !ok {
		return nil
	}
	if _, ok := m.Elem().Underlying().(*types.Signature); !ok {
		return nil
	}
	return f
}
