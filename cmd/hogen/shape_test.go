package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"
)

// maxFuncLines is the longest a function of hogen's own may be, from
// its func keyword to its closing brace: one that is longer does more
// than one job, and a newcomer reads it whole to change any of it.
const maxFuncLines = 80

// longFuncs are the functions allowed over maxFuncLines, by their path
// from the module's root and name, each with its reason: a table of
// rules or cases, which reads row by row, not as a procedure.
var longFuncs = map[string]string{
	"cmd/hogen/run_test.go:TestBlameTable": "a table: one row per blame rule, each a testdata package",
	"blame/judge_test.go:TestJudge":        "a table: one row per Judge rule",
	"typesys/load_test.go:TestMineUsage":   "a fixture package's source and a table of what the miner reads in it",
}

// TestFunctionLength walks the module's own Go files (not testdata, which
// holds the packages hogen runs on) and fails on each function longer
// than maxFuncLines that longFuncs does not allow, and on each entry of
// longFuncs that no longer names a long function.
func TestFunctionLength(t *testing.T) {
	root := "../.."
	fset := token.NewFileSet()
	seen := map[string]bool{}
	var long []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != root && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		for _, decl := range f.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			n := fset.Position(fd.End()).Line - fset.Position(fd.Pos()).Line + 1
			if n <= maxFuncLines {
				continue
			}
			key := rel + ":" + funcName(fd)
			if _, ok := longFuncs[key]; ok {
				seen[key] = true
				continue
			}
			long = append(long, fmt.Sprintf("%s is %d lines", key, n))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(long)
	for _, l := range long {
		t.Errorf("%s; split it, or list it in longFuncs with its reason", l)
	}
	for key := range longFuncs {
		if !seen[key] {
			t.Errorf("longFuncs lists %s, which is no longer over %d lines", key, maxFuncLines)
		}
	}
}

// funcName is fd's name, with its receiver's type for a method: T.M.
func funcName(fd *ast.FuncDecl) string {
	if fd.Recv == nil || len(fd.Recv.List) == 0 {
		return fd.Name.Name
	}
	t := fd.Recv.List[0].Type
	if s, ok := t.(*ast.StarExpr); ok {
		t = s.X
	}
	switch x := t.(type) {
	case *ast.IndexExpr:
		t = x.X
	case *ast.IndexListExpr:
		t = x.X
	}
	if id, ok := t.(*ast.Ident); ok {
		return id.Name + "." + fd.Name.Name
	}
	return fd.Name.Name
}

// TestImportsRunOneWay fails when a package of hogen's imports a
// subpackage of a package that imports it (blame importing
// synth/exec/wire while synth/exec imports blame): data flows one way,
// and so do the imports.
func TestImportsRunOneWay(t *testing.T) {
	pkgs, err := packages.Load(&packages.Config{Mode: packages.NeedName | packages.NeedImports, Dir: "../.."}, "./...")
	if err != nil {
		t.Fatal(err)
	}
	const module = "github.com/hogen-go/hogen/"
	imports := map[string]map[string]bool{}
	for _, p := range pkgs {
		if !strings.HasPrefix(p.PkgPath, module) || strings.Contains(p.PkgPath, "/testdata/") {
			continue
		}
		imports[p.PkgPath] = map[string]bool{}
		for q := range p.Imports {
			imports[p.PkgPath][q] = true
		}
	}
	if len(imports) < 10 {
		t.Fatalf("loaded %d of hogen's packages", len(imports))
	}
	for p, qs := range imports {
		for q := range qs {
			for a := q; strings.Contains(a, "/"); a = a[:strings.LastIndex(a, "/")] {
				// A subpackage of a importing its sibling is a's own affair.
				if a != q && a != p && !strings.HasPrefix(p, a+"/") && imports[a][p] {
					t.Errorf("%s imports %s, a subpackage of %s, which imports it", p, q, a)
				}
			}
		}
	}
}
