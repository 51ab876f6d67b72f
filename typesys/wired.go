package typesys

import (
	"go/ast"
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
	for _, f := range sourceFiles(p) {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
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
				for _, l := range as.Lhs {
					sel, ok := l.(*ast.SelectorExpr)
					if !ok || !sel.Sel.IsExported() {
						continue
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
	n := recv.(*types.Pointer).Elem().(*types.Named)
	return slices.DeleteFunc(slices.Clone(e.wired[tn]), func(w Wired) bool {
		return nilDocRE.MatchString(e.fieldDoc(n, w.Field))
	})
}
