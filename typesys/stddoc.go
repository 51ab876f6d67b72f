package typesys

import (
	"go/ast"
	gobuild "go/build"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"sync"
)

// stdDocs memoizes stdTypeDocs by import path.
var stdDocs sync.Map // string -> map[string]string

// stdTypeDoc is the doc comment of the standard library's type name in
// the package path, read from the toolchain's source: the standard
// library says in its docs which zero values are ready ("The zero value
// for Buffer is an empty buffer ready to use"), and only the package
// under test's syntax is loaded. "" when it cannot be read.
func stdTypeDoc(path, name string) string {
	if docs, ok := stdDocs.Load(path); ok {
		return docs.(map[string]string)[name]
	}
	docs := stdTypeDocs(path)
	stdDocs.Store(path, docs)
	return docs[name]
}

// stdTypeDocs reads the doc comments of the types the standard library
// package path declares, by name.
func stdTypeDocs(path string) map[string]string {
	bp, err := gobuild.Default.Import(path, "", gobuild.FindOnly)
	if err != nil || !bp.Goroot {
		return nil
	}
	ents, err := os.ReadDir(bp.Dir)
	if err != nil {
		return nil
	}
	fset := token.NewFileSet()
	var files []*ast.File
	for _, ent := range ents {
		if !strings.HasSuffix(ent.Name(), ".go") || strings.HasSuffix(ent.Name(), "_test.go") {
			continue
		}
		if f, err := parser.ParseFile(fset, filepath.Join(bp.Dir, ent.Name()), nil, parser.ParseComments|parser.SkipObjectResolution); err == nil {
			files = append(files, f)
		}
	}
	return declDocs(files, nil)
}
