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
// initializer on it first (s.Construct(srv, opts)), or sets an
// unexported field of it (c.bind = AcquireBind(); c.bind.ctx = c), and
// returns it (NewServer, Ctx.Bind). The package's own code shows how a
// value of the first function is completed: by that method, before any
// other, or by the package alone. By the first function, the method's
// name, or unexportedField.
func completions(p *packages.Package) map[*types.Func]string {
	m := map[*types.Func]string{}
	if p.TypesInfo == nil {
		return m
	}
	for _, fd := range funcDecls(p) {
		if fd.Body == nil || fd.Type.Results == nil {
			continue
		}
		// By the expression that holds it (s, c.bind): the value made by
		// an exported function of the package, and what completes it.
		made := map[string]*types.Func{}
		called := map[string]string{}
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.AssignStmt:
				if len(n.Lhs) != 1 || len(n.Rhs) != 1 {
					return true
				}
				if call, ok := n.Rhs[0].(*ast.CallExpr); ok {
					if fn := pkgFunc(p, call); fn != nil {
						made[types.ExprString(n.Lhs[0])] = fn
						return true
					}
				}
				// c.bind.ctx = c: a field the program cannot set, of a value
				// from a pool's getter (AcquireBind).
				if sel, ok := n.Lhs[0].(*ast.SelectorExpr); ok && !sel.Sel.IsExported() {
					if x := types.ExprString(sel.X); made[x] != nil && called[x] == "" && pooledRE.MatchString(made[x].Name()) {
						called[x] = unexportedField
					}
				}
			case *ast.ExprStmt:
				call, ok := n.X.(*ast.CallExpr)
				if !ok {
					return true
				}
				if sel, ok := call.Fun.(*ast.SelectorExpr); ok {
					if x := types.ExprString(sel.X); made[x] != nil && called[x] == "" {
						called[x] = sel.Sel.Name
					}
				}
			case *ast.ReturnStmt:
				for _, r := range n.Results {
					x := types.ExprString(r)
					if c := called[x]; made[x] != nil && (c == unexportedField || completerRE.MatchString(c)) {
						if _, seen := m[made[x]]; !seen {
							m[made[x]] = c
						}
					}
				}
			}
			return true
		})
	}
	return m
}

// pooledRE matches the names Go gives a function that hands out a value
// for its caller to finish: a pool's getter (AcquireCtx, sync.Pool's
// Get), an allocator.
var pooledRE = regexp.MustCompile(`^(Acquire|Alloc|Get|Make)`)

// unexportedField is what completes a value the package's own code
// finishes by setting an unexported field of it (c.bind.ctx = c, after
// AcquireBind): nothing the program can call.
const unexportedField = "-"

// completerRE matches the names Go gives a method that completes a
// value made in two phases: Construct, Init, Setup.
var completerRE = regexp.MustCompile(`^(Construct|Init|Initialize|Initialise|Setup|SetUp)([A-Z]\w*)?$`)

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
// "-" says the package's own code completes it (an unexported field it
// sets), and a program takes none of its methods.
func (e *Env) CompletedBy(fn *types.Func) string {
	if fn == nil {
		return ""
	}
	return e.completes[fn.Origin()]
}
