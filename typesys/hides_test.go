package typesys

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"
)

// TestHidesState: a struct hides state when it has an unexported field,
// directly or in a struct it holds by value; exported fields of any type
// (an Options' funcs and pointers) are for users to set.
func TestHidesState(t *testing.T) {
	const src = `package p
type Point struct{ X, Y int }
type Options struct {
	Name    string
	Logger  interface{ Print(...any) }
	OnEvict func(string)
	Next    *Options
}
type Doc struct{ fonts map[string]int }
type Tpl struct{ Doc }
type Grid struct{ Cells [4]Doc }
type Ref struct{ D *Doc }
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := (&types.Config{Importer: importer.Default()}).Check("p", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]bool{
		"Point": false, "Options": false, "Ref": false, // a pointer to a Doc is the package's to make, not hidden in the struct
		"Doc": true, "Tpl": true, "Grid": true,
	} {
		if got := hidesState(pkg.Scope().Lookup(name).Type(), 0); got != want {
			t.Errorf("hidesState(%s) = %v, want %v", name, got, want)
		}
	}
}
