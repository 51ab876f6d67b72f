package typesys

import (
	"go/ast"
	"go/doc/comment"
	"go/parser"
	"go/token"
	"go/types"
	"maps"
	"slices"

	"golang.org/x/tools/go/packages"
)

// docExamples reads the code blocks of the package's doc comments as the
// tests are read (protocol): the order of calls they show is how the
// authors mean the package to be driven ("Its usage pattern is as
// follows: for it.Next() { key, val := it.Element() }"). A block that
// does not parse as statements is skipped.
//
// go/doc/comment finds the blocks; hogen reads only the package's own
// files (p.Syntax), whose comments the loader keeps.
func (u *Usage) docExamples(p *packages.Package) {
	var docs []*ast.CommentGroup
	for _, f := range p.Syntax {
		docs = append(docs, DocComments(f)...)
	}
	methods := map[string]bool{} // the names of the methods of the package's types
	if p.Types != nil {
		scope := p.Types.Scope()
		for _, n := range scope.Names() {
			if tn, ok := scope.Lookup(n).(*types.TypeName); ok {
				ms := types.NewMethodSet(types.NewPointer(tn.Type()))
				for i := 0; i < ms.Len(); i++ {
					methods[ms.At(i).Obj().Name()] = true
				}
			}
		}
	}
	var cp comment.Parser
	fset := token.NewFileSet()
	name := func(x ast.Expr) string {
		switch x := x.(type) {
		case *ast.IndexExpr:
			return nameOf(x.X, true, p.Name)
		case *ast.IndexListExpr:
			return nameOf(x.X, true, p.Name)
		}
		return nameOf(x, true, p.Name)
	}
	for _, g := range docs {
		for _, b := range cp.Parse(g.Text()).Content {
			code, ok := b.(*comment.Code)
			if !ok {
				continue
			}
			f, err := parser.ParseFile(fset, "", "package p\nfunc _() {\n"+code.Text+"\n}\n", parser.SkipObjectResolution)
			if err != nil || len(f.Decls) != 1 {
				continue
			}
			body := f.Decls[0].(*ast.FuncDecl).Body
			// A doc's example calls methods of values it does not say
			// where it got (val.ElementIterator()): a variable on which
			// it calls a method of the package's types is the
			// package's (not fmt's or os's).
			ours := map[string]bool{}
			ast.Inspect(body, func(n ast.Node) bool {
				if x, m, c := methodCall(n); c != nil && x != p.Name && methods[m] {
					ours[x] = true
				}
				if c, ok := n.(*ast.CallExpr); ok {
					if sel, ok := c.Fun.(*ast.SelectorExpr); ok && methods[sel.Sel.Name] {
						u.noteStrings(sel.Sel.Name, c.Args) // s.Every(1).Day().At("10:30")
					}
				}
				return true
			})
			// The authors' own statement of the protocol is no test's
			// accident: its guards and order count twice, as a habit
			// (see conclude), which the tests' calls can still outvote;
			// where it stops is where the example does, not where a
			// value's use ends.
			u.protocol(body, true, p.Name, name, maps.Clone(ours))
			last, followed := maps.Clone(u.last), maps.Clone(u.followed)
			u.protocol(body, true, p.Name, name, ours)
			u.last, u.followed = last, followed
		}
	}
}

// DocComments are f's doc comments: the package's, and those of its
// declarations and their specs (comments inside bodies document nothing).
func DocComments(f *ast.File) []*ast.CommentGroup {
	docs := []*ast.CommentGroup{f.Doc}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			docs = append(docs, d.Doc)
		case *ast.GenDecl:
			docs = append(docs, d.Doc)
			for _, s := range d.Specs {
				switch s := s.(type) {
				case *ast.TypeSpec:
					docs = append(docs, s.Doc)
				case *ast.ValueSpec:
					docs = append(docs, s.Doc)
				}
			}
		}
	}
	return slices.DeleteFunc(docs, func(cg *ast.CommentGroup) bool { return cg == nil })
}
