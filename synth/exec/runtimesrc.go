package exec

import (
	"bytes"
	"embed"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/hogen-go/hogen/blame/wire"
)

// runtimeFS holds the harness's runtime, one file per job; they are
// built into the harness next to the generated ones and the files of
// the wire package that hogen shares with it (wire.Source).
//
//go:embed harness/*.go
var runtimeFS embed.FS

// wirePath is the import path by which the runtime's files name the wire
// package in this repository, where go vet and the race detector check
// them as an ordinary package.
const wirePath = "github.com/hogen-go/hogen/blame/wire"

// harnessTag is the build constraint every file of a built harness
// carries besides its own.
const harnessTag = "hogen_harness"

// runtimeSrc returns the runtime's files by name, read once, as they go
// into a harness: one package main, with no import of hogen's (it builds
// inside the user's module), so the wire package's files join it. It is
// read when first needed, not at init: the sandbox's launcher is this
// executable too, started for every worker, and parsing the files took
// 13 ms of each start.
var runtimeSrc = sync.OnceValue(func() map[string][]byte {
	files := map[string][]byte{}
	add := func(fsys fs.FS, dir, prefix string, skip string) {
		entries, err := fs.ReadDir(fsys, dir)
		if err != nil {
			panic(err)
		}
		for _, e := range entries {
			if strings.HasSuffix(e.Name(), "_test.go") || e.Name() == skip {
				continue
			}
			data, err := fs.ReadFile(fsys, path.Join(dir, e.Name()))
			if err != nil {
				panic(err)
			}
			name := prefix + e.Name()
			if files[name], err = asHarnessFile(name, data); err != nil {
				panic(err) // the embedded sources are hogen's own
			}
		}
	}
	add(runtimeFS, "harness", "", "")
	add(wire.Source, ".", "wire_", wire.SourceFile)
	return files
})

// asHarnessFile rewrites one runtime file for the harness's package
// main: its package clause says main, its import of the wire package
// goes and the names it took from there are used unqualified, and its
// build constraint gains harnessTag (a wire file, which has none, gets
// the harness's). The edits are made at the
// positions the parser gives, so the rest of the file stays as written.
func asHarnessFile(name string, src []byte) ([]byte, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, src, parser.ParseComments)
	if err != nil {
		return nil, err
	}
	type edit struct {
		from, to int
		text     string
	}
	off := func(p token.Pos) int { return fset.Position(p).Offset }
	edits := []edit{{off(f.Name.Pos()), off(f.Name.End()), "main"}}
	for _, spec := range f.Imports {
		if path, _ := strconv.Unquote(spec.Path.Value); path == wirePath {
			edits = append(edits, edit{off(spec.Pos()), off(spec.End()), ""})
		}
	}
	ast.Inspect(f, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok {
			if id, ok := sel.X.(*ast.Ident); ok && id.Name == "wire" && id.Obj == nil {
				edits = append(edits, edit{off(id.Pos()), off(sel.Sel.Pos()), ""})
			}
		}
		return true
	})
	constraint := -1
	for _, g := range f.Comments {
		if g.Pos() >= f.Package {
			break
		}
		for _, c := range g.List {
			if strings.HasPrefix(c.Text, "//go:build ") {
				constraint = off(c.Pos()) + len("//go:build ")
			}
		}
	}
	if constraint < 0 {
		// The wire package's files: the go1.22 of the harness's own
		// files lets them use the language of today in a module whose
		// go line is older.
		edits = append(edits, edit{0, 0, "//go:build " + harnessTag + " && go1.22\n\n"})
	} else {
		edits = append(edits, edit{constraint, constraint, harnessTag + " && "})
	}
	slices.SortFunc(edits, func(a, b edit) int { return b.from - a.from })
	out := bytes.Clone(src)
	for _, e := range edits {
		out = slices.Concat(out[:e.from], []byte(e.text), out[e.to:])
	}
	return out, nil
}
