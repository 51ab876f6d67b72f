package typesys

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"strings"
	"sync"
)

// bodies reads the source of functions of other packages (std and
// dependencies, wherever their positions point) to judge their effects
// by what their bodies do rather than by their names: (*list.Element).Next
// only reads, whatever "Next" suggests. The analysis is syntactic, since
// other packages' bodies are not type-checked here: it follows calls
// within the callee's package by name, and a call it cannot resolve makes
// the effect Unknown. Summaries are cached per function.
type bodies struct {
	fset *token.FileSet
	mu   sync.Mutex
	dirs map[string]*pkgDecls // parsed packages, by directory
	memo map[*types.Func]Why
}

// pkgDecls are the function declarations of one package's source, by
// receiver type name ("" for functions) and name.
type pkgDecls struct {
	funcs map[[2]string]*ast.FuncDecl
}

// UseSource lets the analysis read the bodies of other packages'
// functions, at the positions fset gives their objects (AnalyzeEffects
// calls it).
func (e *Effects) UseSource(fset *token.FileSet) {
	if e.bodies == nil && fset != nil {
		e.bodies = &bodies{fset: fset, dirs: map[string]*pkgDecls{}, memo: map[*types.Func]Why{}}
	}
}

// maxBodyDepth bounds how deeply calls are followed into other packages.
const maxBodyDepth = 4

// effect is fn's effect by its body, and whether the body was found.
func (b *bodies) effect(fn *types.Func) (Why, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if w, ok := b.memo[fn]; ok {
		return w, true
	}
	pos := b.fset.Position(fn.Pos())
	if !pos.IsValid() || !strings.HasSuffix(pos.Filename, ".go") {
		return Why{}, false
	}
	decls := b.dir(filepath.Dir(pos.Filename))
	fd := decls.funcs[[2]string{recvTypeName(fn), fn.Name()}]
	if fd == nil || fd.Body == nil {
		return Why{}, false
	}
	w := b.summarize(fd, decls, 0, map[*ast.FuncDecl]bool{})
	b.memo[fn] = w
	return w, true
}

// dir parses the non-test Go files of a directory once.
func (b *bodies) dir(dir string) *pkgDecls {
	if d := b.dirs[dir]; d != nil {
		return d
	}
	d := &pkgDecls{funcs: map[[2]string]*ast.FuncDecl{}}
	b.dirs[dir] = d
	ents, err := os.ReadDir(dir)
	if err != nil {
		return d
	}
	fset := token.NewFileSet() // positions of these trees are not reported
	for _, ent := range ents {
		name := ent.Name()
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, parser.SkipObjectResolution)
		if err != nil {
			continue
		}
		for _, decl := range f.Decls {
			if fd, ok := decl.(*ast.FuncDecl); ok {
				key := [2]string{"", fd.Name.Name}
				if fd.Recv != nil && len(fd.Recv.List) > 0 {
					key[0] = typeName(fd.Recv.List[0].Type)
				}
				if _, dup := d.funcs[key]; !dup { // build-tagged twins: the first
					d.funcs[key] = fd
				}
			}
		}
	}
	return d
}

func recvTypeName(fn *types.Func) string {
	recv := fn.Signature().Recv()
	if recv == nil {
		return ""
	}
	t := recv.Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := t.(*types.Named); ok {
		return n.Obj().Name()
	}
	return ""
}

// typeName is the name of a receiver type expression: *List[T] is List.
func typeName(x ast.Expr) string {
	switch x := x.(type) {
	case *ast.StarExpr:
		return typeName(x.X)
	case *ast.IndexExpr:
		return typeName(x.X)
	case *ast.IndexListExpr:
		return typeName(x.X)
	case *ast.Ident:
		return x.Name
	}
	return ""
}

// summarize is the effect of fd's body: Impure if it writes through its
// receiver or a parameter, writes a package variable, sends, starts a
// goroutine, or calls an impure function; Unknown if it calls what it
// cannot resolve; Pure otherwise.
func (b *bodies) summarize(fd *ast.FuncDecl, decls *pkgDecls, depth int, visiting map[*ast.FuncDecl]bool) Why {
	if visiting[fd] {
		return Why{Effect: Pure} // a recursion adds nothing
	}
	visiting[fd] = true
	defer delete(visiting, fd)
	s := &bodySummary{locals: map[string]bool{}, through: map[string]bool{}, worst: Why{Effect: Pure}}
	s.declare(fd)
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if s.worst.Effect == Impure {
			return false
		}
		switch n := n.(type) {
		case *ast.AssignStmt:
			if n.Tok != token.DEFINE {
				for _, l := range n.Lhs {
					s.written(l)
				}
			}
		case *ast.IncDecStmt:
			s.written(n.X)
		case *ast.SendStmt:
			s.raise(Why{Effect: Impure, Reason: "sends on a channel"})
		case *ast.GoStmt:
			s.raise(Why{Effect: Impure, Reason: "starts a goroutine"})
		case *ast.CallExpr:
			s.raise(b.call(n, fd, decls, depth, visiting, s.written))
		}
		return true
	})
	return s.worst
}

// A bodySummary is summarize's state over one body: its names, and the
// worst effect found so far.
type bodySummary struct {
	locals  map[string]bool // names declared in the body or as value parameters
	through map[string]bool // receiver and parameters that reach the caller's memory
	worst   Why
}

// addFields declares the names of a receiver, parameter or result list.
func (s *bodySummary) addFields(fl *ast.FieldList) {
	if fl == nil {
		return
	}
	for _, f := range fl.List {
		ref := refType(f.Type)
		for _, n := range f.Names {
			s.locals[n.Name] = true
			if ref {
				s.through[n.Name] = true
			}
		}
	}
}

// declare collects fd's names: its receiver, parameters and results, and
// those its body declares (its func literals' parameters too).
func (s *bodySummary) declare(fd *ast.FuncDecl) {
	s.addFields(fd.Recv)
	s.addFields(fd.Type.Params)
	s.addFields(fd.Type.Results)
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			if n.Tok == token.DEFINE {
				for _, l := range n.Lhs {
					if id, ok := l.(*ast.Ident); ok {
						s.locals[id.Name] = true
					}
				}
			}
		case *ast.ValueSpec:
			for _, id := range n.Names {
				s.locals[id.Name] = true
			}
		case *ast.RangeStmt:
			for _, x := range []ast.Expr{n.Key, n.Value} {
				if id, ok := x.(*ast.Ident); ok && n.Tok == token.DEFINE {
					s.locals[id.Name] = true
				}
			}
		case *ast.FuncLit:
			s.addFields(n.Type.Params)
		}
		return true
	})
}

// raise makes w the worst effect if it is worse.
func (s *bodySummary) raise(w Why) {
	if w.Effect > s.worst.Effect {
		s.worst = w
	}
}

// written raises the effect of a write to the lvalue x: Impure when it
// writes a package variable, or memory reached through the receiver, a
// parameter or a name not declared here.
func (s *bodySummary) written(x ast.Expr) {
	root, direct := rootOf(x)
	switch {
	case root == "" || root == "_":
	case direct && !s.locals[root]:
		s.raise(Why{Effect: Impure, Reason: "writes the package variable " + root})
	case !direct && (s.through[root] || !s.locals[root]):
		s.raise(Why{Effect: Impure, Reason: "writes " + exprString(x)})
	}
}

// call is the effect of one call in a body of another package.
func (b *bodies) call(call *ast.CallExpr, fd *ast.FuncDecl, decls *pkgDecls, depth int, visiting map[*ast.FuncDecl]bool, written func(ast.Expr)) Why {
	switch fun := call.Fun.(type) {
	case *ast.Ident:
		switch fun.Name {
		case "len", "cap", "make", "new", "append", "min", "max", "panic", "complex", "real", "imag",
			"string", "int", "int64", "uint", "uint64", "byte", "rune", "float64", "bool", "any", "uintptr", "int32", "uint32":
			return Why{Effect: Pure}
		case "copy", "delete", "clear":
			if len(call.Args) > 0 {
				written(&ast.IndexExpr{X: call.Args[0]})
			}
			return Why{Effect: Pure}
		case "close":
			return Why{Effect: Impure, Reason: "closes a channel"}
		case "print", "println":
			return Why{Effect: Impure, Reason: "prints"}
		}
		if callee := decls.funcs[[2]string{"", fun.Name}]; callee != nil {
			return b.follow(callee, fun.Name, decls, depth, visiting)
		}
		return Why{Effect: Pure} // a conversion to a type of the package
	case *ast.SelectorExpr:
		// A method of the receiver's own type, or of another type of the
		// same package called on a value: followed by name when the name
		// is unique among the package's methods.
		if callee := decls.method(fun.Sel.Name); callee != nil {
			return b.follow(callee, fun.Sel.Name, decls, depth, visiting)
		}
		if ImperativeName(fun.Sel.Name) {
			return Why{Effect: Impure, Reason: "calls " + fun.Sel.Name + ", which changes state as its name says"}
		}
		if id, ok := fun.X.(*ast.Ident); ok && purePackages[id.Name] {
			if _, impure := impureFuncs[id.Name+"."+fun.Sel.Name]; !impure {
				return Why{Effect: Pure}
			}
		}
		return Why{Effect: Unknown, Reason: "calls " + exprString(fun) + ", which hogen does not resolve"}
	case *ast.FuncLit:
		return Why{Effect: Pure} // its body is inspected where it stands
	case *ast.ArrayType, *ast.MapType, *ast.ParenExpr, *ast.StarExpr, *ast.IndexExpr:
		return Why{Effect: Pure} // a conversion
	}
	return Why{Effect: Unknown, Reason: "calls a func value"}
}

func (b *bodies) follow(callee *ast.FuncDecl, name string, decls *pkgDecls, depth int, visiting map[*ast.FuncDecl]bool) Why {
	if depth >= maxBodyDepth || callee.Body == nil {
		return Why{Effect: Unknown, Reason: "calls " + name + ", too deep to follow"}
	}
	w := b.summarize(callee, decls, depth+1, visiting)
	if w.Effect != Pure && !strings.HasPrefix(w.Reason, "calls ") {
		w.Reason = "calls " + name + ", which " + w.Reason
	}
	return w
}

// method finds the package's only method named name.
func (d *pkgDecls) method(name string) *ast.FuncDecl {
	var found *ast.FuncDecl
	for k, fd := range d.funcs {
		if k[0] != "" && k[1] == name {
			if found != nil {
				return nil // ambiguous without types
			}
			found = fd
		}
	}
	return found
}

// refType reports whether a parameter of type expression x may reach its
// caller's memory: a pointer, slice, map, channel, or a named type that
// may be any of those.
func refType(x ast.Expr) bool {
	switch x.(type) {
	case *ast.StarExpr, *ast.ArrayType, *ast.MapType, *ast.ChanType, *ast.Ident, *ast.SelectorExpr, *ast.IndexExpr, *ast.IndexListExpr, *ast.InterfaceType, *ast.Ellipsis:
		if at, ok := x.(*ast.ArrayType); ok && at.Len != nil {
			return false // an array is copied
		}
		if id, ok := x.(*ast.Ident); ok && basicNames[id.Name] {
			return false
		}
		return true
	}
	return false
}

var basicNames = map[string]bool{
	"bool": true, "string": true, "int": true, "int8": true, "int16": true, "int32": true, "int64": true,
	"uint": true, "uint8": true, "uint16": true, "uint32": true, "uint64": true, "uintptr": true,
	"byte": true, "rune": true, "float32": true, "float64": true, "complex64": true, "complex128": true,
}

// rootOf is the variable an lvalue writes through, and whether it is the
// variable itself (x = ...) rather than memory it reaches (x.f = ...).
func rootOf(x ast.Expr) (root string, direct bool) {
	direct = true
	for {
		switch e := x.(type) {
		case *ast.Ident:
			return e.Name, direct
		case *ast.SelectorExpr:
			x, direct = e.X, false
		case *ast.IndexExpr:
			x, direct = e.X, false
		case *ast.StarExpr:
			x, direct = e.X, false
		case *ast.ParenExpr:
			x = e.X
		default:
			return "", false
		}
	}
}

func exprString(x ast.Expr) string {
	switch e := x.(type) {
	case *ast.Ident:
		return e.Name
	case *ast.SelectorExpr:
		return exprString(e.X) + "." + e.Sel.Name
	case *ast.IndexExpr:
		return exprString(e.X) + "[...]"
	case *ast.StarExpr:
		return "*" + exprString(e.X)
	case *ast.ParenExpr:
		return exprString(e.X)
	}
	return "..."
}
