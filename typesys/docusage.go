package typesys

import (
	"go/ast"
	"go/doc/comment"
	"go/parser"
	"go/token"
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
			// where it got (val.ElementIterator()): they are the
			// package's.
			ours := map[string]bool{}
			ast.Inspect(body, func(n ast.Node) bool {
				if x, _, c := methodCall(n); c != nil && x != p.Name {
					ours[x] = true
				}
				return true
			})
			// The authors' own statement of the protocol is no test's
			// accident: it counts as a habit, twice (see conclude),
			// which the tests' calls can still outvote.
			for range 2 {
				u.protocol(body, true, p.Name, name, maps.Clone(ours))
			}
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
