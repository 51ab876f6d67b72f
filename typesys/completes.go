package typesys

import (
	"go/ast"
	"go/types"
	"regexp"

	"golang.org/x/tools/go/packages"
)

// completions finds the package's two-phase constructors: a function
// of its own code that makes a value with another exported function of
// the package (s := MakeServer()), calls a method named as an
// initializer on it first (s.Construct(srv, opts)), and returns it
// (NewServer). The package's own constructor shows how a value of the
// first function is completed: by that method, before any other. By
// the first function, the method's name.
func completions(p *packages.Package) map[*types.Func]string {
	m := map[*types.Func]string{}
	if p.TypesInfo == nil {
		return m
	}
	for _, fd := range funcDecls(p) {
		if fd.Body == nil || fd.Type.Results == nil {
			continue
		}
		made := map[*types.Var]*types.Func{} // variables bound to a result of the package's exported functions
		called := map[*types.Var]string{}    // the first method called on each
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.AssignStmt:
				if len(n.Lhs) != 1 || len(n.Rhs) != 1 {
					return true
				}
				id, ok := n.Lhs[0].(*ast.Ident)
				call, ok2 := n.Rhs[0].(*ast.CallExpr)
				if !ok || !ok2 {
					return true
				}
				v := varOf(p.TypesInfo, id)
				if fn := pkgFunc(p, call); v != nil && fn != nil {
					made[v] = fn
				}
			case *ast.ExprStmt:
				call, ok := n.X.(*ast.CallExpr)
				if !ok {
					return true
				}
				sel, ok := call.Fun.(*ast.SelectorExpr)
				if !ok {
					return true
				}
				if id, ok := sel.X.(*ast.Ident); ok {
					if v, _ := p.TypesInfo.Uses[id].(*types.Var); v != nil && made[v] != nil && called[v] == "" {
						called[v] = sel.Sel.Name
					}
				}
			case *ast.ReturnStmt:
				for _, r := range n.Results {
					id, ok := r.(*ast.Ident)
					if !ok {
						continue
					}
					if v, _ := p.TypesInfo.Uses[id].(*types.Var); v != nil && made[v] != nil && completerRE.MatchString(called[v]) {
						if _, seen := m[made[v]]; !seen {
							m[made[v]] = called[v]
						}
					}
				}
			}
			return true
		})
	}
	return m
}

// completerRE matches the names Go gives a method that completes a
// value made in two phases: Construct, Init, Setup.
var completerRE = regexp.MustCompile(`^(Construct|Init|Initialize|Initialise|Setup|SetUp)([A-Z]\w*)?$`)

// varOf is the variable id defines or uses.
func varOf(info *types.Info, id *ast.Ident) *types.Var {
	if v, ok := info.Defs[id].(*types.Var); ok {
		return v
	}
	v, _ := info.Uses[id].(*types.Var)
	return v
}

// pkgFunc is the exported function of p, not a method, that call calls,
// or nil.
func pkgFunc(p *packages.Package, call *ast.CallExpr) *types.Func {
	id, ok := call.Fun.(*ast.Ident)
	if !ok {
		return nil
	}
	fn, ok := p.TypesInfo.Uses[id].(*types.Func)
	if !ok || !fn.Exported() || fn.Pkg() != p.Types || fn.Signature().Recv() != nil {
		return nil
	}
	return fn
}

// CompletedBy is the method that completes a value fn returned, by the
// package's own two-phase constructor (see completions), or "": a
// MakeServer's server is used after its Construct, as NewServer uses it.
func (e *Env) CompletedBy(fn *types.Func) string {
	if fn == nil {
		return ""
	}
	return e.completes[fn.Origin()]
}
