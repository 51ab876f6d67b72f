package exec

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
	"strings"
	"testing"
)

// TestRuntimeSrc checks what the harness builds from: in this repository
// the runtime is an ordinary package that imports wire (so go vet and the
// race detector see it); in a harness every file is package main, imports
// the standard library only, and carries the harness's build constraint.
func TestRuntimeSrc(t *testing.T) {
	if len(runtimeSrc()) < 10 {
		t.Fatalf("only %d runtime files", len(runtimeSrc()))
	}
	for name, src := range runtimeSrc() {
		f, err := parser.ParseFile(token.NewFileSet(), name, src, parser.ParseComments)
		if err != nil {
			t.Errorf("%s does not parse: %v", name, err)
			continue
		}
		if f.Name.Name != "main" {
			t.Errorf("%s is package %s", name, f.Name.Name)
		}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			if first, _, _ := strings.Cut(path, "/"); strings.Contains(first, ".") {
				t.Errorf("%s imports %s: the harness builds inside the user's module and stays std-only", name, path)
			}
		}
		if !strings.HasPrefix(string(src), "//go:build "+harnessTag+" && go1.22") {
			t.Errorf("%s begins %q", name, strings.SplitN(string(src), "\n", 2)[0])
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if sel, ok := n.(*ast.SelectorExpr); ok {
				if id, ok := sel.X.(*ast.Ident); ok && id.Name == "wire" {
					t.Errorf("%s still names the wire package (wire.%s)", name, sel.Sel.Name)
					return false
				}
			}
			return true
		})
	}
}
