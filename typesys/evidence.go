package typesys

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
)

// anyMethod in Usage.LiteralMethods: the tests hand a hand-built value
// where any method may be called on it.
const anyMethod = "*"

// A build is a value of a package type that a test writes by hand: a
// composite literal, new(T) or var x T.
type build struct {
	t    string // the type's name
	zero bool   // T{}, &T{}, new(T), var x T
}

// builds records, in one function of a test, the package types whose
// values it builds by hand the way a user of the package could: Usage's
// Zero and Literal. A build counts when it is used as users use a
// value: handed to a call, kept in a field, returned, or called through
// its exported methods. It does not count when the test only asserts
// its type (var impl interface{} = &T{}; impl.(Store)), when it sets
// unexported fields (T{count: 1}, inside the package), or when the test
// then reaches into it (nc.setupServerPool(), c.bw): that is the
// package's own wiring, which no user can write.
//
// At a file's top level (global is set), a variable's uses are in other
// functions: a build bound to one counts unless its name is _.
func (u *Usage) builds(body ast.Node, pkg *types.Package, local, global bool, name func(ast.Expr) string) {
	of := func(x ast.Expr) (build, bool) {
		if un, ok := x.(*ast.UnaryExpr); ok && un.Op == token.AND {
			x = un.X
		}
		switch x := x.(type) {
		case *ast.CompositeLit:
			t := name(x.Type)
			if t == "" || local && setsUnexported(x, pkg, t) {
				return build{}, false
			}
			return build{t: t, zero: len(x.Elts) == 0}, true
		case *ast.CallExpr:
			if id, ok := x.Fun.(*ast.Ident); ok && id.Name == "new" && len(x.Args) == 1 {
				if t := name(x.Args[0]); t != "" {
					return build{t: t, zero: true}, true
				}
			}
		}
		return build{}, false
	}
	// mark counts b; methods are those the test calls on it, nil when it
	// goes where any may be (a field, a call's argument).
	mark := func(b build, methods map[string]bool) {
		if b.zero {
			u.Zero[b.t] = true
			return
		}
		u.Literal[b.t] = true
		if u.LiteralMethods == nil {
			u.LiteralMethods = map[string]map[string]bool{}
		}
		ms := u.LiteralMethods[b.t]
		if ms == nil {
			ms = map[string]bool{}
			u.LiteralMethods[b.t] = ms
		}
		if methods == nil {
			ms[anyMethod] = true
		}
		for m := range methods {
			ms[m] = true
		}
	}
	// Builds bound to a variable wait for its uses.
	bound := map[string][]build{}
	defs := map[*ast.Ident]bool{}
	bind := func(id *ast.Ident, b build) {
		if global && id.Name != "_" {
			mark(b, nil)
		} else if id.Name != "_" {
			bound[id.Name] = append(bound[id.Name], b)
			defs[id] = true
		}
	}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for i, x := range n.Rhs {
				b, ok := of(x)
				if !ok {
					continue
				}
				switch l := n.Lhs[min(i, len(n.Lhs)-1)].(type) {
				case *ast.Ident:
					if len(n.Lhs) == len(n.Rhs) {
						bind(l, b)
					}
				case *ast.SelectorExpr:
					if !local || ast.IsExported(l.Sel.Name) {
						mark(b, nil) // kept in a field
					} // r.nc = &Conn{}: wiring the package's insides
				default:
					mark(b, nil) // kept in an element
				}
			}
		case *ast.ValueSpec:
			for i, id := range n.Names {
				if i < len(n.Values) {
					if b, ok := of(n.Values[i]); ok {
						bind(id, b)
					}
				} else if _, ptr := n.Type.(*ast.StarExpr); n.Type != nil && !ptr {
					// var c Cache is a zero Cache; var c *Cache a nil pointer.
					if t := name(n.Type); t != "" {
						bind(id, build{t: t, zero: true})
					}
				}
			}
		case *ast.CompositeLit:
			// A field of a package type: T{next: &T{}} wires its insides
			// unless the field is exported.
			wiring := local && (name(n.Type) != "" || pkgType(n.Type, pkg))
			for _, e := range n.Elts {
				kv, ok := e.(*ast.KeyValueExpr)
				if !ok {
					continue
				}
				if k, ok := kv.Key.(*ast.Ident); ok && wiring && !ast.IsExported(k.Name) {
					continue
				}
				if b, ok := of(kv.Value); ok {
					mark(b, nil)
				}
			}
		case *ast.ReturnStmt:
			for _, x := range n.Results {
				if b, ok := of(x); ok {
					mark(b, nil)
				}
			}
		}
		return true
	})
	if len(bound) == 0 {
		return
	}
	used, internal, passed, arg := map[string]bool{}, map[string]bool{}, map[string]bool{}, map[string]bool{}
	calls := map[string]map[string]bool{}
	var stack []ast.Node
	ast.Inspect(body, func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return true
		}
		parent := ast.Node(nil)
		if len(stack) > 0 {
			parent = stack[len(stack)-1]
		}
		stack = append(stack, n)
		id, ok := n.(*ast.Ident)
		if !ok || bound[id.Name] == nil || defs[id] {
			return true
		}
		grand := ast.Node(nil)
		if len(stack) >= 3 {
			grand = stack[len(stack)-3]
		}
		switch p := parent.(type) {
		case *ast.SelectorExpr:
			if p.X != id {
				return true
			}
			if c, ok := grand.(*ast.CallExpr); ok && c.Fun == p {
				if calls[id.Name] == nil {
					calls[id.Name] = map[string]bool{}
				}
				calls[id.Name][p.Sel.Name] = true
			} // else a field read or set: no method called
			if ast.IsExported(p.Sel.Name) {
				used[id.Name] = true
			} else {
				internal[id.Name] = true
			}
		case *ast.TypeAssertExpr, *ast.TypeSwitchStmt:
			// Only its type is asked.
		case *ast.AssignStmt:
			for _, l := range p.Lhs {
				if l == id {
					return true // assigned again
				}
			}
			used[id.Name] = true
			passed[id.Name] = true
		case *ast.UnaryExpr: // &v handed to a call
			if c, ok := grand.(*ast.CallExpr); ok && p.Op == token.AND && slices.Contains(c.Args, ast.Expr(p)) {
				arg[id.Name] = true
			}
			used[id.Name] = true
			passed[id.Name] = true
		case *ast.CallExpr:
			if slices.Contains(p.Args, ast.Expr(id)) {
				arg[id.Name] = true
			}
			used[id.Name] = true
			passed[id.Name] = true
		default:
			used[id.Name] = true
			passed[id.Name] = true
		}
		return true
	})
	for v, bs := range bound {
		for _, b := range bs {
			if b.zero {
				u.zeroUses(b.t, calls[v], arg[v])
			}
		}
		if used[v] && !internal[v] {
			ms := calls[v]
			if ms == nil {
				ms = map[string]bool{}
			}
			if passed[v] {
				ms = nil
			}
			for _, b := range bs {
				mark(b, ms)
			}
		}
	}
}

// setsUnexported reports whether the composite literal lit of the
// package type named t sets an unexported field: by key (T{count: 1}),
// or by position in a struct that has one.
func setsUnexported(lit *ast.CompositeLit, pkg *types.Package, t string) bool {
	var st *types.Struct
	if pkg != nil {
		if tn, ok := pkg.Scope().Lookup(t).(*types.TypeName); ok {
			st, _ = tn.Type().Underlying().(*types.Struct)
		}
	}
	if st == nil && pkg != nil {
		return false // a map or a slice: its keys are values
	}
	for _, e := range lit.Elts {
		kv, ok := e.(*ast.KeyValueExpr)
		if !ok {
			if st == nil {
				return false
			}
			for i := 0; i < st.NumFields(); i++ {
				if !st.Field(i).Exported() {
					return true
				}
			}
			return false
		}
		if k, ok := kv.Key.(*ast.Ident); ok && !ast.IsExported(k.Name) {
			return true
		}
	}
	return false
}

// pkgType reports whether x names a type the package declares (in its
// own tests, unexported ones too), not one of the tests'.
func pkgType(x ast.Expr, pkg *types.Package) bool {
	if u, ok := x.(*ast.StarExpr); ok {
		x = u.X
	}
	id, ok := x.(*ast.Ident)
	if !ok || pkg == nil {
		return false
	}
	_, ok = pkg.Scope().Lookup(id.Name).(*types.TypeName)
	return ok
}

// zeroUses records, for a zero value of the type named t that a test
// keeps in a variable, the methods the test calls on it (exported or
// not), and the decoders' methods when it hands the variable to a call
// (json.Unmarshal(b, &v)): Usage.ZeroMethods.
func (u *Usage) zeroUses(t string, calls map[string]bool, arg bool) {
	if len(calls) == 0 && !arg {
		return
	}
	if u.ZeroMethods == nil {
		u.ZeroMethods = map[string]map[string]bool{}
	}
	ms := u.ZeroMethods[t]
	if ms == nil {
		ms = map[string]bool{}
		u.ZeroMethods[t] = ms
	}
	for m := range calls {
		ms[m] = true
	}
	if arg {
		for _, m := range decodeMethods {
			ms[m] = true
		}
	}
}
