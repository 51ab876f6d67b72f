// Package typesys loads the packages under test and describes their types
// and operations: what hogen may call, what it must synthesize, and which
// operations have side effects.
package typesys

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"golang.org/x/tools/go/packages"
)

// LoadMode is what hogen asks of go/packages: syntax and full type
// information for the packages named, types for their dependencies.
const LoadMode = packages.NeedName | packages.NeedFiles | packages.NeedImports |
	packages.NeedDeps | packages.NeedTypes | packages.NeedSyntax |
	packages.NeedTypesInfo | packages.NeedModule

// Config says where and how to load.
type Config struct {
	// Dir is the directory patterns are relative to ("" is the current one).
	Dir string
	// AllowMain accepts main packages. A test run cannot import a main
	// package, so only lint sets it.
	AllowMain bool
	// Env, if not nil, replaces the environment of the go command.
	Env []string
	// KeepGoing returns the packages that loaded along with the error
	// about those that did not, as go vet does; otherwise any failure
	// returns no package.
	KeepGoing bool
	// Note, if not nil, is told of each main package that only a
	// wildcard pattern matched (./...): it is left out with a note
	// instead of an error, as a run over a module with commands in it
	// tests its library packages.
	Note func(pkg, msg string)
}

// LoadError is a load that cannot go on: a pattern that matches nothing,
// a package that does not build, or a main package where an importable one
// is needed. Its message reads like the go command's.
type LoadError struct {
	Msgs []string
	// Explicit: the load failed as a whole, or a package that failed was
	// named by the patterns, not only matched by a wildcard (Explicit).
	Explicit bool
}

func (e *LoadError) Error() string { return strings.Join(e.Msgs, "\n") }

// maxErrorsPerPackage bounds how many errors of one broken package are
// shown, as go build does.
const maxErrorsPerPackage = 10

// Load loads the packages matched by patterns, with syntax and types.
// Patterns are those of go build, except that a local pattern ending in
// /... whose directory is or lies inside a testdata directory matches the
// packages below it: the go command skips testdata in wildcards, but a user
// who names testdata explicitly means it.
func Load(cfg Config, patterns ...string) ([]*packages.Package, error) {
	if len(patterns) == 0 {
		patterns = []string{"."}
	}
	expanded, err := expandTestdata(cfg.Dir, patterns)
	if err != nil {
		return nil, err
	}
	pcfg := &packages.Config{Mode: LoadMode, Dir: cfg.Dir, Env: cfg.Env}
	if files, err := rootFiles(cfg, expanded); err == nil {
		pcfg.ParseFile = outline(files)
	}
	pkgs, err := packages.Load(pcfg, expanded...)
	if err != nil {
		return nil, &LoadError{Msgs: []string{"hogen: " + goError(err)}, Explicit: true}
	}
	if len(pkgs) == 0 {
		return nil, &LoadError{Msgs: []string{fmt.Sprintf("hogen: no packages match %s", strings.Join(patterns, " "))}, Explicit: true}
	}
	wild := slices.ContainsFunc(patterns, func(p string) bool { return strings.Contains(p, "...") })
	var msgs []string
	explicit := false
	var good []*packages.Package
	for _, p := range pkgs {
		if wild && len(p.GoFiles) == 0 && len(p.IgnoredFiles) == 0 && len(p.Errors) == 0 {
			// Only tests, like the reproducers hogen writes: as go build
			// does, a wildcard skips it.
			continue
		}
		if p.Name == "main" && !cfg.AllowMain && len(p.Errors) == 0 && cfg.Note != nil && !Explicit(p, cfg.Dir, patterns) {
			cfg.Note(p.PkgPath, fmt.Sprintf("hogen: %s is a main package; left out", p.PkgPath))
			continue
		}
		if m := packageErrors(p, cfg.AllowMain); len(m) > 0 {
			msgs = append(msgs, m...)
			// A pattern that matches nothing comes back as a package of
			// that name with the error.
			explicit = explicit || !wild || Explicit(p, cfg.Dir, patterns) || slices.Contains(patterns, p.ID)
		} else {
			good = append(good, p)
		}
	}
	sort.Slice(good, func(i, j int) bool { return good[i].PkgPath < good[j].PkgPath })
	if len(msgs) > 0 {
		if !cfg.KeepGoing {
			good = nil
		}
		return good, &LoadError{Msgs: msgs, Explicit: explicit}
	}
	return good, nil
}

// rootFiles returns the files the packages patterns match are compiled
// from, by a listing of their files only. (cgo's output for a package
// lies in the build cache, under a name its input decides: the same in
// this listing as in the load that follows.)
func rootFiles(cfg Config, patterns []string) (map[string]bool, error) {
	mode := packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles
	pkgs, err := packages.Load(&packages.Config{Mode: mode, Dir: cfg.Dir, Env: cfg.Env}, patterns...)
	if err != nil {
		return nil, err
	}
	files := map[string]bool{}
	for _, p := range pkgs {
		for _, f := range append(p.GoFiles, p.CompiledGoFiles...) {
			files[f] = true
		}
	}
	return files, nil
}

// outline parses the files of the packages under test whole, and those of
// their dependencies without the bodies of their functions: hogen reads
// only the API of a dependency (the effects of its functions it reads
// from their source itself, see external.go), and type-checking every
// body of every package imported (fmt's, reflect's, ...) was most of
// the time a small package took to load. Nor are their comments kept.
// go/types reports the imports
// only the bodies used as unused: errors of the dependency's, which
// hogen does not read, and its types are complete.
func outline(files map[string]bool) func(*token.FileSet, string, []byte) (*ast.File, error) {
	return func(fset *token.FileSet, filename string, src []byte) (*ast.File, error) {
		if files[filename] {
			// go/packages' own mode, for a package under test.
			return parser.ParseFile(fset, filename, src, parser.AllErrors|parser.ParseComments)
		}
		f, err := parser.ParseFile(fset, filename, src, parser.AllErrors|parser.SkipObjectResolution)
		if f != nil {
			for _, d := range f.Decls {
				if fd, ok := d.(*ast.FuncDecl); ok {
					fd.Body = nil
				}
			}
		}
		return f, err
	}
}

// Explicit reports whether one of patterns names p itself, not by a
// wildcard: by its import path, or by its directory for a local pattern
// (relative to dir). A package only a wildcard matched is one the user
// did not ask for by name, and what keeps it from being tested is a note.
func Explicit(p *packages.Package, dir string, patterns []string) bool {
	if len(patterns) == 0 {
		patterns = []string{"."}
	}
	for _, pat := range patterns {
		switch {
		case strings.Contains(pat, "...") || pat == "all" || pat == "std" || pat == "cmd":
			continue
		case isLocal(pat):
			abs := pat
			if !filepath.IsAbs(abs) {
				base := dir
				if base == "" {
					base, _ = os.Getwd()
				}
				abs = filepath.Join(base, pat)
			}
			if p.Dir != "" && filepath.Clean(abs) == filepath.Clean(p.Dir) {
				return true
			}
		case pat == p.PkgPath:
			return true
		}
	}
	return false
}

// goError is what the go command said when go/packages could not run it:
// its own message, without "err: exit status 1: stderr: go: ".
func goError(err error) string {
	msg := err.Error()
	if _, stderr, ok := strings.Cut(msg, "stderr: "); ok {
		msg = strings.TrimPrefix(strings.TrimSpace(stderr), "go: ")
	}
	if strings.Contains(msg, "go.mod file not found") {
		msg += " (hogen builds its harness in the package's module: run it inside one, or go mod init)"
	}
	return msg
}

// packageErrors describes what keeps p from being tested, or nothing.
func packageErrors(p *packages.Package, allowMain bool) []string {
	name := p.PkgPath
	if name == "" {
		name = p.ID
	}
	if len(p.Errors) > 0 {
		var out []string
		var listErrs, typeErrs []string
		for _, e := range p.Errors {
			switch {
			case e.Kind == packages.ListError && strings.HasPrefix(e.Msg, "# "):
				// The go command's own rendering of compile errors; the
				// type errors below say the same with positions.
				continue
			case e.Kind == packages.ListError:
				listErrs = append(listErrs, strings.TrimSpace(e.Msg))
			default:
				pos := RelPath(e.Pos)
				if pos == "" || pos == "-" {
					typeErrs = append(typeErrs, e.Msg)
				} else {
					typeErrs = append(typeErrs, pos+": "+e.Msg)
				}
			}
		}
		if len(listErrs) > 0 {
			for _, m := range listErrs {
				out = append(out, "hogen: "+m)
			}
			return out
		}
		if len(typeErrs) == 0 {
			// Only the go command's summary: show it as it is.
			for _, e := range p.Errors {
				out = append(out, strings.TrimSpace(e.Msg))
			}
			return out
		}
		out = append(out, fmt.Sprintf("hogen: package %s does not build:", name))
		if len(typeErrs) > maxErrorsPerPackage {
			typeErrs = append(typeErrs[:maxErrorsPerPackage], "too many errors")
		}
		return append(out, typeErrs...)
	}
	if p.Name == "main" && !allowMain {
		return []string{fmt.Sprintf("hogen: %s is a main package; hogen tests packages that can be imported", name)}
	}
	if p.Types == nil || len(p.Syntax) == 0 {
		return []string{fmt.Sprintf("hogen: package %s has no Go files to test", name)}
	}
	return nil
}

// RelPath shortens an absolute file position to one relative to the
// current directory when that is shorter, as the go command prints them.
func RelPath(pos string) string {
	if !filepath.IsAbs(pos) {
		return pos
	}
	wd, err := os.Getwd()
	if err != nil {
		return pos
	}
	rel, err := filepath.Rel(wd, pos)
	if err != nil || len(rel) >= len(pos) {
		return pos
	}
	return rel
}

// expandTestdata replaces each local pattern DIR/... whose DIR is or lies
// in a testdata directory by the directories below DIR that hold Go files.
func expandTestdata(dir string, patterns []string) ([]string, error) {
	var out []string
	for _, pat := range patterns {
		root, ok := strings.CutSuffix(pat, "/...")
		if !ok || !isLocal(pat) || !inTestdata(root) {
			out = append(out, pat)
			continue
		}
		abs := root
		if !filepath.IsAbs(abs) {
			abs = filepath.Join(dir, root)
		}
		var dirs []string
		err := filepath.WalkDir(abs, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() {
				return nil
			}
			if path != abs && (strings.HasPrefix(d.Name(), ".") || strings.HasPrefix(d.Name(), "_")) {
				return filepath.SkipDir
			}
			if path != abs {
				if _, err := os.Stat(filepath.Join(path, "go.mod")); err == nil {
					return filepath.SkipDir // another module
				}
			}
			if hasGoFiles(path) {
				rel, err := filepath.Rel(abs, path)
				if err != nil {
					return err
				}
				dirs = append(dirs, filepath.ToSlash(filepath.Join(root, rel)))
			}
			return nil
		})
		if err != nil {
			return nil, &LoadError{Msgs: []string{fmt.Sprintf("hogen: pattern %s: %v", pat, err)}}
		}
		for _, d := range dirs {
			if !strings.HasPrefix(d, ".") && !filepath.IsAbs(d) {
				d = "./" + d
			}
			out = append(out, d)
		}
	}
	return out, nil
}

func isLocal(pat string) bool {
	return pat == "." || pat == ".." || strings.HasPrefix(pat, "./") ||
		strings.HasPrefix(pat, "../") || filepath.IsAbs(pat)
}

func inTestdata(path string) bool {
	for _, el := range strings.Split(filepath.ToSlash(path), "/") {
		if el == "testdata" {
			return true
		}
	}
	return false
}

func hasGoFiles(dir string) bool {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return false
	}
	for _, e := range ents {
		n := e.Name()
		if !e.IsDir() && strings.HasSuffix(n, ".go") && !strings.HasSuffix(n, "_test.go") {
			return true
		}
	}
	return false
}
