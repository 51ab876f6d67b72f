package typesys

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"golang.org/x/tools/go/packages"
)

// Usage is what the package's own tests and examples show of how it is
// driven (GRT's "detective"): the types whose zero value they build and
// use, and the types they build with composite literals that set fields.
// Its zero value is an empty usage.
type Usage struct {
	// Zero are the package's type names whose zero value the tests build
	// (T{}, &T{}, new(T), var x T).
	Zero map[string]bool
	// Literal are the type names the tests build with T{F: ...}.
	Literal map[string]bool
	// Calls counts the package's functions and methods the tests call,
	// by name.
	Calls map[string]int
	// Files is how many test files were read.
	Files int
}

// MineUsage reads the _test.go files next to the package's source,
// without type-checking them: a test that no longer compiles still shows
// how the package is meant to be used. Files that do not parse are
// skipped.
func MineUsage(p *packages.Package) *Usage {
	u := &Usage{Zero: map[string]bool{}, Literal: map[string]bool{}, Calls: map[string]int{}}
	if len(p.GoFiles) == 0 {
		return u
	}
	dir := filepath.Dir(p.GoFiles[0])
	ents, err := os.ReadDir(dir)
	if err != nil {
		return u
	}
	fset := token.NewFileSet()
	for _, e := range ents {
		if !strings.HasSuffix(e.Name(), "_test.go") || strings.HasPrefix(e.Name(), "hogen_") {
			continue // hogen's own reproducers show nothing of the package's use
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, e.Name()), nil, parser.SkipObjectResolution)
		if err != nil {
			continue
		}
		u.Files++
		// In the package's own tests its names are bare; in an external
		// test package (or an example) they are qualified by its name.
		local := f.Name.Name == p.Name
		qual := ""
		for _, imp := range f.Imports {
			if strings.Trim(imp.Path.Value, `"`) == p.PkgPath {
				qual = p.Name
				if imp.Name != nil {
					qual = imp.Name.Name
				}
			}
		}
		name := func(x ast.Expr) string {
			switch x := x.(type) {
			case *ast.IndexExpr: // T[int]{}
				return nameOf(x.X, local, qual)
			case *ast.IndexListExpr:
				return nameOf(x.X, local, qual)
			}
			return nameOf(x, local, qual)
		}
		// A value counts as built when it is kept: bound to a variable or
		// a field. &T{} handed to an assertion (assert.IsType(t, &T{}, m))
		// only names the type.
		built := func(x ast.Expr) {
			if u, ok := x.(*ast.UnaryExpr); ok && u.Op == token.AND {
				x = u.X
			}
			switch x := x.(type) {
			case *ast.CompositeLit:
				if t := name(x.Type); t != "" {
					if len(x.Elts) == 0 {
						u.Zero[t] = true
					} else {
						u.Literal[t] = true
					}
				}
			case *ast.CallExpr:
				if id, ok := x.Fun.(*ast.Ident); ok && id.Name == "new" && len(x.Args) == 1 {
					if t := name(x.Args[0]); t != "" {
						u.Zero[t] = true
					}
				}
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.AssignStmt:
				for _, x := range n.Rhs {
					built(x)
				}
			case *ast.KeyValueExpr:
				built(n.Value)
			case *ast.ReturnStmt:
				for _, x := range n.Results {
					built(x)
				}
			case *ast.CallExpr:
				switch fun := n.Fun.(type) {
				case *ast.SelectorExpr:
					u.Calls[fun.Sel.Name]++
				case *ast.Ident:
					if local {
						u.Calls[fun.Name]++
					}
				}
			case *ast.ValueSpec:
				for _, x := range n.Values {
					built(x)
				}
				// var c Cache is a zero Cache; var c *Cache a nil pointer.
				if _, ptr := n.Type.(*ast.StarExpr); n.Type != nil && !ptr && len(n.Values) == 0 {
					if t := name(n.Type); t != "" {
						u.Zero[t] = true
					}
				}
			}
			return true
		})
	}
	return u
}

// nameOf is the package's type name x spells, or "".
func nameOf(x ast.Expr, local bool, qual string) string {
	switch x := x.(type) {
	case *ast.Ident:
		if local && ast.IsExported(x.Name) {
			return x.Name
		}
	case *ast.SelectorExpr:
		if id, ok := x.X.(*ast.Ident); ok && qual != "" && id.Name == qual {
			return x.Sel.Name
		}
	case *ast.StarExpr:
		return nameOf(x.X, local, qual)
	}
	return ""
}

// zeroDocRE matches what Go documentation says of a type whose zero value
// is usable: "The zero value for List is an empty list ready to use", "A
// zero Mutex is unlocked", "The zero value is a valid, empty set".
var zeroDocRE = regexp.MustCompile(`(?is)zero(\s+value)?\b.{0,80}?\b(ready|usable|valid|empty|can be used|may be used|is unlocked|works|safe to use)`)

// zeroAfterRE finds the conditions that make a zero value usable only
// once something else was done: "the zero value of a Reader may be used
// after calling Reset on it".
var zeroAfterRE = regexp.MustCompile(`(?i)\b(after|once|until|unless|must|only if|only when|before)\b`)

// ZeroDoc reports whether a type's doc comment says its zero value is
// usable as it is.
func ZeroDoc(doc string) bool {
	for _, s := range strings.SplitAfter(strings.Join(strings.Fields(doc), " "), ". ") {
		if zeroDocRE.MatchString(s) && !zeroAfterRE.MatchString(s) {
			return true
		}
	}
	return false
}

// ZeroUsable reports whether a value of named type t may be written as its
// zero value or as a literal, without its constructor. Go's convention: a
// type's zero value is usable when its doc says so ("The zero value ...
// is ready to use"), when the package's own tests build one, or when the
// package has no constructor for it (a function named New... that
// returns it): then the zero value is how it is made.
func (e *Env) ZeroUsable(t types.Type) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := t.(*types.Named)
	if !ok || n.Obj().Pkg() != e.Pkg {
		return true // other packages' types: their docs are not read here
	}
	name := n.Obj().Name()
	if e.Usage != nil && (e.Usage.Zero[name] || e.Usage.Literal[name]) {
		return true
	}
	if ZeroDoc(e.TypeDocs[name]) {
		return true
	}
	return !e.hasConstructor(n)
}

// DocumentedZero reports whether t's own doc or the package's tests (not
// merely the lack of a constructor) make its zero value usable: then its
// nil fields are no misuse.
func (e *Env) DocumentedZero(t types.Type) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := t.(*types.Named)
	if !ok || n.Obj().Pkg() != e.Pkg {
		return false
	}
	name := n.Obj().Name()
	return e.Usage != nil && e.Usage.Zero[name] || ZeroDoc(e.TypeDocs[name])
}

// hasConstructor reports whether the package has a function named New...
// whose first result is n or *n.
func (e *Env) hasConstructor(n *types.Named) bool {
	for _, op := range e.Ops {
		if op.Recv != nil || !strings.HasPrefix(op.Func.Name(), "New") || op.Sig.Results().Len() == 0 {
			continue
		}
		r := op.Sig.Results().At(0).Type()
		if p, ok := r.(*types.Pointer); ok {
			r = p.Elem()
		}
		if rn, ok := r.(*types.Named); ok && rn.Obj() == n.Obj() || ok && rn.Origin().Obj() == n.Origin().Obj() {
			return true
		}
	}
	return false
}

// typeDocs collects the doc comments of the package's type declarations,
// by type name.
func typeDocs(p *packages.Package) map[string]string {
	docs := map[string]string{}
	for _, f := range p.Syntax {
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.TYPE {
				continue
			}
			for _, s := range gd.Specs {
				ts := s.(*ast.TypeSpec)
				doc := ts.Doc
				if doc == nil && len(gd.Specs) == 1 {
					doc = gd.Doc
				}
				if doc != nil {
					docs[ts.Name.Name] = doc.Text()
				}
			}
		}
	}
	return docs
}
