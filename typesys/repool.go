package typesys

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"
)

// Repooled are the values a function's body hands back to a sync.Pool:
// its receiver, and a bit per parameter.
type Repooled struct {
	Recv   bool
	Params uint64
}

// Repooled reports which of fn's receiver and parameters its body hands
// back to a sync.Pool, directly (pool.Put(e)) or through the package's
// own functions and methods (Dict(key, dict) calling putEvent(dict);
// Msg calling e.msg, which defers putEvent(e)): the caller's use of
// those values ends with the call.
func (e *Effects) Repooled(fn *types.Func) Repooled {
	return e.repooled(fn.Origin(), map[*types.Func]bool{})
}

func (e *Effects) repooled(fn *types.Func, seen map[*types.Func]bool) Repooled {
	var r Repooled
	fe, ok := e.funcs[fn]
	if !ok || fe.decl == nil || fe.decl.Body == nil || seen[fn] {
		return r
	}
	seen[fn] = true
	own := e.ownVars(fe.decl)
	mark := func(x ast.Expr) {
		id, ok := ast.Unparen(x).(*ast.Ident)
		if !ok {
			return
		}
		if i, ok := own[e.info.Uses[id]]; ok {
			if i < 0 {
				r.Recv = true
			} else if i < 64 {
				r.Params |= 1 << i
			}
		}
	}
	ast.Inspect(fe.decl.Body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		callee, _ := typeutil.Callee(e.info, call).(*types.Func)
		if callee == nil {
			return true
		}
		if isPoolPut(callee) {
			if len(call.Args) == 1 {
				mark(call.Args[0])
			}
			return true
		}
		if callee.Pkg() != e.pkg {
			return true
		}
		sub := e.repooled(callee.Origin(), seen)
		if sel, ok := call.Fun.(*ast.SelectorExpr); ok && sub.Recv && callee.Signature().Recv() != nil {
			mark(sel.X)
		}
		for i, a := range call.Args {
			if i < 64 && sub.Params&(1<<i) != 0 {
				mark(a)
			}
		}
		return true
	})
	return r
}

// ownVars maps fd's receiver to -1 and its parameters to their indexes.
func (e *Effects) ownVars(fd *ast.FuncDecl) map[types.Object]int {
	own := map[types.Object]int{}
	if fd.Recv != nil {
		for _, f := range fd.Recv.List {
			for _, n := range f.Names {
				own[e.info.Defs[n]] = -1
			}
		}
	}
	i := 0
	for _, f := range fd.Type.Params.List {
		if len(f.Names) == 0 {
			i++
		}
		for _, n := range f.Names {
			own[e.info.Defs[n]] = i
			i++
		}
	}
	return own
}

// isPoolPut reports whether f is sync.Pool's Put.
func isPoolPut(f *types.Func) bool {
	if f.Name() != "Put" || f.Pkg() == nil || f.Pkg().Path() != "sync" {
		return false
	}
	recv := f.Signature().Recv()
	return recv != nil && strings.Contains(recv.Type().String(), "sync.Pool")
}
