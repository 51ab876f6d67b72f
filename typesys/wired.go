package typesys

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/packages"
)

// Wired is a field of a struct of the package's that the package's own
// code sets on a value it is handed (NewMock(req, res) sets req.Mock):
// the owner wires the part into itself, and the part's methods may use
// the field as set. By names the function that sets it.
type Wired struct {
	Field, By string
}

// wiredFields returns, for each struct type of p, the exported fields of
// pointer, interface, map, func or chan type that a function or method
// of p's own code (not its tests) assigns on a parameter that points to
// a value of that type, not its receiver: by field, the first such
// function, in the order of the files.
func wiredFields(p *packages.Package) map[*types.TypeName][]Wired {
	m := map[*types.TypeName][]Wired{}
	if p.TypesInfo == nil {
		return m
	}
	for _, fd := range funcDecls(p) {
		params := map[*types.Var]*types.TypeName{}
		for _, fl := range fd.Type.Params.List {
			for _, id := range fl.Names {
				if v, ok := p.TypesInfo.Defs[id].(*types.Var); ok {
					if tn := pointedStruct(v.Type(), p.Types); tn != nil {
						params[v] = tn
					}
				}
			}
		}
		if len(params) == 0 {
			continue
		}
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			as, ok := n.(*ast.AssignStmt)
			if !ok {
				return true
			}
			for i, l := range as.Lhs {
				sel, ok := l.(*ast.SelectorExpr)
				if !ok || !sel.Sel.IsExported() || len(as.Rhs) == len(as.Lhs) && p.TypesInfo.Types[as.Rhs[i]].IsNil() {
					continue // req.Conn = nil unwires
				}
				if s := p.TypesInfo.Selections[sel]; s == nil || len(s.Index()) != 1 {
					continue // a field promoted through an embedded one, maybe nil
				}
				x, ok := sel.X.(*ast.Ident)
				if !ok {
					continue
				}
				v, _ := p.TypesInfo.Uses[x].(*types.Var)
				tn := params[v]
				fv, _ := p.TypesInfo.Uses[sel.Sel].(*types.Var)
				if tn == nil || fv == nil || !fv.IsField() || !refKind(fv.Type()) {
					continue
				}
				if !slices.ContainsFunc(m[tn], func(w Wired) bool { return w.Field == fv.Name() }) {
					m[tn] = append(m[tn], Wired{Field: fv.Name(), By: fd.Name.Name})
				}
			}
			return true
		})
	}
	return m
}

// sourceFiles are p's files but its tests: the package's own code.
func sourceFiles(p *packages.Package) []*ast.File {
	var out []*ast.File
	for _, f := range p.Syntax {
		if !strings.HasSuffix(p.Fset.Position(f.Pos()).Filename, "_test.go") {
			out = append(out, f)
		}
	}
	return out
}

// funcDecls are the functions and methods with bodies of p's own code.
func funcDecls(p *packages.Package) []*ast.FuncDecl {
	var out []*ast.FuncDecl
	for _, f := range sourceFiles(p) {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				out = append(out, fd)
			}
		}
	}
	return out
}

// pointedStruct is the package's struct type that t points to, or nil.
func pointedStruct(t types.Type, pkg *types.Package) *types.TypeName {
	if t == nil {
		return nil
	}
	ptr, ok := t.(*types.Pointer)
	if !ok {
		return nil
	}
	n, ok := types.Unalias(ptr.Elem()).(*types.Named)
	if !ok || n.Obj().Pkg() != pkg {
		return nil
	}
	if _, ok := n.Underlying().(*types.Struct); !ok {
		return nil
	}
	return n.Origin().Obj()
}

// refKind reports whether a value of t may be nil and is used through:
// a pointer, interface, map, func or chan.
func refKind(t types.Type) bool {
	if _, ok := t.(*types.TypeParam); ok {
		return false // Node[T]'s Value: an int in Node[int]
	}
	switch t.Underlying().(type) {
	case *types.Pointer, *types.Interface, *types.Map, *types.Signature, *types.Chan:
		return true
	}
	return false
}

// WiredFields returns the fields of what recv points to that the
// package's own code wires (see Wired), for a method whose receiver is
// recv, but those whose doc says what their nil means; none for another
// receiver.
func (e *Env) WiredFields(recv types.Type) []Wired {
	tn := pointedStruct(recv, e.Pkg)
	if tn == nil {
		return nil
	}
	n := types.Unalias(recv.(*types.Pointer).Elem()).(*types.Named)
	return slices.DeleteFunc(slices.Clone(e.wired[tn]), func(w Wired) bool {
		return nilDocRE.MatchString(e.fieldDoc(n, w.Field))
	})
}

// parallelParams returns, for each function and method of p's own code,
// the pairs of its parameters it indexes together: a loop over the
// first (for i := range a, or for i := 0; i < len(a); i++) that indexes
// the second by the same index (b[i]). By the convention of parallel
// slices, such arguments agree in length (patterns and their names).
func parallelParams(p *packages.Package) map[*types.Func][][2]int {
	m := map[*types.Func][][2]int{}
	if p.TypesInfo == nil {
		return m
	}
	for _, fd := range funcDecls(p) {
		fn, _ := p.TypesInfo.Defs[fd.Name].(*types.Func)
		if fn == nil {
			continue
		}
		params := map[*types.Var]int{}
		sig := fn.Type().(*types.Signature)
		for i := 0; i < sig.Params().Len(); i++ {
			if indexable(sig.Params().At(i).Type()) {
				params[sig.Params().At(i)] = i
			}
		}
		if len(params) < 2 {
			continue
		}
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			over, index := loopOver(p.TypesInfo, n)
			if over == nil {
				return true
			}
			a, ok := params[over]
			if !ok {
				return true
			}
			ast.Inspect(n, func(x ast.Node) bool {
				ix, ok := x.(*ast.IndexExpr)
				if !ok {
					return true
				}
				bv, _ := identVar(p.TypesInfo, ix.X)
				iv, _ := identVar(p.TypesInfo, ix.Index)
				if b, ok := params[bv]; ok && b != a && iv == index && !slices.Contains(m[fn], [2]int{a, b}) {
					m[fn] = append(m[fn], [2]int{a, b})
				}
				return true
			})
			return true
		})
	}
	return m
}

// indexable reports whether t is a slice, an array or a string.
func indexable(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Slice, *types.Array:
		return true
	case *types.Basic:
		return u.Info()&types.IsString != 0
	}
	return false
}

// loopOver returns, for a loop n over a variable (for i := range a, for
// i := 0; i < len(a); i++), that variable and the loop's index.
func loopOver(info *types.Info, n ast.Node) (over, index *types.Var) {
	switch n := n.(type) {
	case *ast.RangeStmt:
		if n.Key == nil {
			return nil, nil
		}
		over, _ = identVar(info, n.X)
		index, _ = identVar(info, n.Key)
	case *ast.ForStmt:
		c, ok := n.Cond.(*ast.BinaryExpr)
		if !ok || c.Op != token.LSS {
			return nil, nil
		}
		call, ok := c.Y.(*ast.CallExpr)
		if !ok || len(call.Args) != 1 {
			return nil, nil
		}
		if id, ok := call.Fun.(*ast.Ident); !ok || id.Name != "len" {
			return nil, nil
		}
		over, _ = identVar(info, call.Args[0])
		index, _ = identVar(info, c.X)
	}
	if over == nil || index == nil {
		return nil, nil
	}
	return over, index
}

// identVar is the variable the identifier x names.
func identVar(info *types.Info, x ast.Expr) (*types.Var, bool) {
	id, ok := x.(*ast.Ident)
	if !ok {
		return nil, false
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok {
		v, ok = info.Defs[id].(*types.Var)
	}
	return v, ok
}

// ParallelParams returns the pairs of fn's parameters that its code
// indexes together (see parallelParams).
func (e *Env) ParallelParams(fn *types.Func) [][2]int {
	if fn == nil {
		return nil
	}
	return e.parallel[fn.Origin()]
}
