package typesys

import (
	"go/ast"
	"go/constant"
	"go/parser"
	"go/token"
	"go/types"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/tools/go/packages"

	"github.com/hogen-go/hogen/blame/wire"
)

// Usage is what the package's own tests and examples show of how it is
// driven (GRT's "detective"): the types whose zero value they build and
// use, and the types they build with composite literals that set fields.
// Its zero value is an empty usage.
type Usage struct {
	// Zero are the package's type names whose zero value the tests build
	// (T{}, &T{}, new(T), var x T).
	Zero map[string]bool
	// ZeroPassed are those of Zero whose zero value the tests hand on
	// (to a call, a field, an element) where any method may be called
	// on it, not only call methods on it or decode into it: a zero value
	// that takes Equals is not one that every function takes.
	ZeroPassed map[string]bool
	// Literal are the type names the tests build with T{F: ...}.
	Literal map[string]bool
	// Written are the package's types the tests write as a composite
	// literal anywhere (an argument, a table, a field), by name: weaker
	// evidence than Literal's builds, which count where the value goes.
	Written map[string]bool
	// ForeignLiteral are the other packages' types the tests build with
	// p.T{F: ...} (or T{} and &p.T{}), by the package's name as the tests
	// qualify it: "http.Request".
	ForeignLiteral map[string]bool
	// Calls counts the package's functions and methods the tests call,
	// by name.
	Calls map[string]int
	// MinArgs is, by name, the fewest arguments the tests pass in a
	// call of the package's function or method, where no call spreads
	// a slice (f(xs...)); -1 where one does.
	MinArgs map[string]int
	// Guards maps a method to the method without arguments the tests
	// ask first, in the condition of the if or for around the call, most
	// of the times they call it: for it.Valid() { it.Key() } makes Valid
	// Key's guard, for !it.Done() { it.Edge() } "!Done" Edge's (a guard
	// that must say false).
	Guards map[string]string
	// Before maps a method to the methods the tests call earlier on the
	// same variable in most of the calls of it, more than once: Next
	// before Key, in for it.Next() { it.Key() } and in it.Next(); it.Key().
	Before map[string][]string
	// Earlier lists, for each call of a method on a variable in a
	// sequence of calls, the methods called on it before (the sequence's
	// other calls: Last or Next before Value).
	Earlier map[string][][]string
	// Final are the methods the tests call last on a variable, and never
	// call another method after on it (Wait, Close, Stop): the value's
	// life ends there.
	Final map[string]bool
	// Initializers are the methods named as a parse, a load or an init
	// that the tests call first on each variable they call them on, more
	// than once (ast.Parsewith(y, s) before ast.Query): the value is
	// used after them.
	Initializers map[string]bool
	// Args are the literal arguments (numbers and strings, negated or
	// not) that the tests pass to the package's functions and methods,
	// deduplicated, in the order read: GRT's mined constants, from how
	// the package is used.
	Args []constant.Value
	// ZeroMethods are, for a type whose zero value the tests build and
	// keep in a variable, the methods they call on that variable (a zero
	// zstd.Encoder only EncodeAll's): the uses the zero value is ready
	// for. One the tests hand to a function (json.Unmarshal(b, v)) is a
	// target to decode into. A type whose zero value they only keep in a
	// field of a literal of the package's has an empty set: no use is
	// shown.
	ZeroMethods map[string]map[string]bool
	// NilElems are the package's slice and map types the tests build
	// with a nil element (Errors{"name": nil}): a nil there is no misuse.
	NilElems map[string]bool
	// Required are, for a type the tests build with T{F: ...}, the
	// fields every such literal sets, to something other than nil
	// (resty's Response{Request: ...}): a value without them is none the
	// package's authors make or use.
	Required map[string][]string
	// LiteralMethods are, for a type the tests build with T{F: ...},
	// the methods they call on the values they build so ("*" when one
	// goes where any may be called: a call's argument, a field).
	LiteralMethods map[string]map[string]bool
	// BuiltTo are, for a type whose values the tests build by hand (a
	// zero value or a literal), the package's functions and methods they
	// hand such a value to as an argument ("*" when one goes where
	// anything may take it: a field, an element, a result, a helper of
	// the tests'). A hand-built PeerConnection the tests hand only to a
	// stats lookup is no argument of the functions that need the one its
	// constructor wires.
	BuiltTo map[string]map[string]bool
	// Files is how many test files were read.
	Files int
	// CallbackOnly are the methods, as "Type.Method", that the tests
	// call, more than once, only on a parameter of a function they hand
	// to the package (see callbackCalls).
	CallbackOnly map[string]bool
	// Spawned are the methods the tests call, more than once, only in
	// go statements (go tm.Run()): a loop that runs until it is stopped,
	// as http.Server's Serve does, which no one calls and waits for.
	Spawned map[string]bool
	// SpawnedOnce are the methods the tests call once, in a go statement,
	// and never otherwise: a run loop if its body loops without end
	// (Env.Spawned).
	SpawnedOnce map[string]bool

	// Shapes gives, by the name of a function or method, the shape
	// (wire.Shape) of each string parameter whose literals in the tests
	// and the doc's examples are two or more and all of one syntax
	// ("12:32", "8:00": "9:9"): the parameter takes that syntax.
	Shapes map[string]map[int]string

	strLits     map[string]map[int][]string // name: parameter: its string literals
	goCalls     map[string]int              // method: calls in go statements
	cbCalls     map[string]int              // "Type.Method": calls on a callback's parameter
	methodCalls map[string]int              // method: calls on any variable
	guarded     map[[2]string]int           // {method, guard}: calls inside the guard's if or for
	recvCalls   map[string]int              // method: calls on a variable
	last        map[string]int              // method: calls last on their variable in a function
	followed    map[string]int              // method: calls followed by another on their variable
	preceded    map[[2]string]int           // {method, earlier}: calls after one of earlier on their variable
	placedZero  map[string]bool             // types whose zero value the tests keep in a field of a literal of the package's
	ops         map[string]bool             // the package's exported functions and methods, by name
	first       map[string]int              // method: the first of two or more calls on their variable
	seqs        map[string]int              // method: the sequences of two or more calls on a variable it is in
}

// MineUsage reads the _test.go files next to the package's source,
// without type-checking them: a test that no longer compiles still shows
// how the package is meant to be used. Files that do not parse are
// skipped.
func MineUsage(p *packages.Package) *Usage {
	u := &Usage{Zero: map[string]bool{}, ZeroPassed: map[string]bool{}, CallbackOnly: map[string]bool{}, cbCalls: map[string]int{}, methodCalls: map[string]int{}, Literal: map[string]bool{}, Calls: map[string]int{},
		Guards: map[string]string{}, Final: map[string]bool{}, Before: map[string][]string{}, Earlier: map[string][][]string{},
		guarded: map[[2]string]int{}, recvCalls: map[string]int{}, last: map[string]int{}, followed: map[string]int{},
		preceded: map[[2]string]int{}, first: map[string]int{}, seqs: map[string]int{}, Initializers: map[string]bool{}, placedZero: map[string]bool{},
		Spawned: map[string]bool{}, SpawnedOnce: map[string]bool{}, goCalls: map[string]int{}}
	defer u.conclude()
	u.ops = exportedNames(p.Types)
	u.docExamples(p)
	files := testFiles(p)
	u.Files = len(files)
	// A test package's helpers (func newT() *T { return &T{} }) serve
	// all its files.
	helpers := map[string]map[string]build{}
	for _, tf := range files {
		if helpers[tf.f.Name.Name] == nil {
			helpers[tf.f.Name.Name] = map[string]build{}
		}
		maps.Copy(helpers[tf.f.Name.Name], buildHelpers(tf.f, p.Types, tf.local, tf.name))
	}
	ops := u.ops
	for _, tf := range files {
		local := tf.local
		u.callbackCalls(tf.f, tf.name)
		u.decls(tf.f, p.Types, local, tf.qual, tf.name, helpers[tf.f.Name.Name])
		ast.Inspect(tf.f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.GoStmt:
				if sel, ok := n.Call.Fun.(*ast.SelectorExpr); ok {
					u.goCalls[sel.Sel.Name]++
				}
			case *ast.CompositeLit:
				t := tf.name(n.Type)
				if t != "" {
					if u.Written == nil {
						u.Written = map[string]bool{}
					}
					u.Written[t] = true
				}
				if sel, ok := n.Type.(*ast.SelectorExpr); ok {
					// Another package's type: the package under test's
					// own, in an external test, is Literal's.
					if id, ok := sel.X.(*ast.Ident); ok && id.Name != tf.qual {
						if u.ForeignLiteral == nil {
							u.ForeignLiteral = map[string]bool{}
						}
						u.ForeignLiteral[id.Name+"."+sel.Sel.Name] = true
					}
				}
				if t != "" && holdsNil(n) {
					if u.NilElems == nil {
						u.NilElems = map[string]bool{}
					}
					u.NilElems[t] = true
				}
			case *ast.CallExpr:
				callee := ""
				switch fun := n.Fun.(type) {
				case *ast.SelectorExpr:
					callee = fun.Sel.Name
					u.Calls[fun.Sel.Name]++
				case *ast.Ident:
					if local {
						callee = fun.Name
						u.Calls[fun.Name]++
					}
				}
				if ops[callee] {
					u.args(n.Args)
					u.noteArgCount(callee, n)
					u.noteStrings(callee, n.Args)
				}
			}
			return true
		})
	}
	return u
}

// StringShapes gives the shape (wire.Shape) of each string parameter of
// op whose literals in the package's tests and doc examples are all of
// one syntax (Usage.Shapes), by parameter; nil for an op with an error
// result, which can say a string is malformed.
func (e *Env) StringShapes(op *Op) map[int]string {
	if e.Usage == nil || op.Func == nil || len(ErrorResults(op.Sig)) > 0 {
		return nil
	}
	shapes := map[int]string{}
	for j, shape := range e.Usage.Shapes[op.Func.Name()] {
		if j < op.Sig.Params().Len() && types.Identical(op.Sig.Params().At(j).Type().Underlying(), types.Typ[types.String]) {
			shapes[j] = shape
		}
	}
	return shapes
}

// noteStrings records the string literals among a call's arguments.
func (u *Usage) noteStrings(callee string, args []ast.Expr) {
	for j, x := range args {
		lit, ok := x.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			continue
		}
		v, err := strconv.Unquote(lit.Value)
		if err != nil {
			continue
		}
		if u.strLits == nil {
			u.strLits = map[string]map[int][]string{}
		}
		if u.strLits[callee] == nil {
			u.strLits[callee] = map[int][]string{}
		}
		if !slices.Contains(u.strLits[callee][j], v) {
			u.strLits[callee][j] = append(u.strLits[callee][j], v)
		}
	}
}

// concludeShapes turns the string literals into Shapes.
func (u *Usage) concludeShapes() {
	for callee, params := range u.strLits {
		for j, lits := range params {
			if len(lits) < 2 {
				continue
			}
			shape := wire.Shape(lits[0])
			same := wire.Syntactic(shape)
			for _, l := range lits[1:] {
				same = same && wire.Shape(l) == shape
			}
			if !same {
				continue
			}
			if u.Shapes == nil {
				u.Shapes = map[string]map[int]string{}
			}
			if u.Shapes[callee] == nil {
				u.Shapes[callee] = map[int]string{}
			}
			u.Shapes[callee][j] = shape
		}
	}
}

// noteArgCount records a call's number of arguments in MinArgs.
func (u *Usage) noteArgCount(callee string, call *ast.CallExpr) {
	if u.MinArgs == nil {
		u.MinArgs = map[string]int{}
	}
	m, seen := u.MinArgs[callee]
	switch {
	case call.Ellipsis.IsValid() || m < 0:
		u.MinArgs[callee] = -1
	case !seen || len(call.Args) < m:
		u.MinArgs[callee] = len(call.Args)
	}
}

// holdsNil reports whether the composite literal c has the element nil.
func holdsNil(c *ast.CompositeLit) bool {
	for _, e := range c.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			e = kv.Value
		}
		if isNilIdent(e) {
			return true
		}
	}
	return false
}

// NilElemsOK reports whether the package's tests build a value of t, a
// slice or map type of the package's, with a nil element.
func (e *Env) NilElemsOK(t types.Type) bool {
	n, ok := e.ownNamed(t)
	return ok && e.Usage != nil && e.Usage.NilElems[n.Obj().Name()]
}

// A testFile is a parsed _test.go file of the package, with how it names
// the package's types.
type testFile struct {
	f *ast.File
	// local: the package's own tests, where its names are bare; qual
	// otherwise, the name an external test package (or an example)
	// qualifies them by.
	local bool
	qual  string
	name  func(ast.Expr) string // the package's type a type expression names, or ""
}

// testFiles parses the _test.go files next to the package's source,
// without type-checking them, skipping those that do not parse and
// hogen's own reproducers, which show nothing of the package's use.
// The test files of the directories just below the package's that
// import it are its tests too: some packages keep their external tests
// in a directory of their own (lexer_test/, tests/).
func testFiles(p *packages.Package) []testFile {
	if len(p.GoFiles) == 0 {
		return nil
	}
	dir := filepath.Dir(p.GoFiles[0])
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	fset := token.NewFileSet()
	out := readTests(fset, p, dir, true)
	subdirs := 0
	for _, e := range ents {
		if n := e.Name(); e.IsDir() && n != "testdata" && !strings.HasPrefix(n, ".") && !strings.HasPrefix(n, "_") && subdirs < 16 {
			subdirs++
			out = append(out, readTests(fset, p, filepath.Join(dir, n), false)...)
		}
	}
	return out
}

// readTests parses the _test.go files of dir, for testFiles: in the
// package's directory (own) all of them, elsewhere those that import
// the package.
func readTests(fset *token.FileSet, p *packages.Package, dir string, own bool) []testFile {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	var out []testFile
	for _, e := range ents {
		if !strings.HasSuffix(e.Name(), "_test.go") || strings.HasPrefix(e.Name(), "hogen_") {
			continue
		}
		// With its scopes resolved: a name in two subtests is two variables.
		f, err := parser.ParseFile(fset, filepath.Join(dir, e.Name()), nil, 0)
		if err != nil {
			continue
		}
		local := own && f.Name.Name == p.Name
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
		if !own && qual == "" {
			continue // another package's tests
		}
		out = append(out, testFile{f: f, local: local, qual: qual, name: name})
	}
	return out
}

// decls reads the declarations of the test file f: each function's
// protocols and builds, and the builds of its tables of test cases;
// helpers are its test package's (see buildHelpers).
func (u *Usage) decls(f *ast.File, pkg *types.Package, local bool, qual string, name func(ast.Expr) string, helpers map[string]build) {
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
			if _, ok := helpers[fd.Name.Name]; ok && fd.Recv == nil {
				continue // its build counts where it is called
			}
			u.protocol(fd.Body, local, qual, name, map[string]bool{})
			if expectsPanic(fd.Body) {
				continue // a value it builds is one the package must refuse
			}
			u.builds(fd.Body, pkg, local, false, stubMethod(fd), name, helpers, qual)
		} else if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.VAR {
			u.builds(gd, pkg, local, true, false, name, helpers, qual) // tables of test cases
		}
	}
}

// stubMethod reports whether fd is a method of a type of the tests' that
// stands in for one of the package's (a mock's NewStream): exported, and
// no test, setup or teardown of a suite.
func stubMethod(fd *ast.FuncDecl) bool {
	n := fd.Name.Name
	return fd.Recv != nil && ast.IsExported(n) && !strings.HasPrefix(n, "Test") && !strings.HasPrefix(n, "Setup") && !strings.HasPrefix(n, "TearDown")
}

// expectsPanic reports whether a test's body wants a panic: it recovers
// one (defer func() { if recover() == nil { t.Error(...) } }()), or asks
// an assertion of one (assert.Panics, require.PanicsWithValue). What it
// builds is a misuse the package rejects, not how the package is used.
func expectsPanic(body *ast.BlockStmt) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || found {
			return !found
		}
		switch fun := call.Fun.(type) {
		case *ast.Ident:
			found = fun.Name == "recover" && len(call.Args) == 0
		case *ast.SelectorExpr:
			found = strings.HasPrefix(fun.Sel.Name, "Panics") || strings.HasPrefix(fun.Sel.Name, "ShouldPanic")
		}
		return !found
	})
	return found
}

// decodeMethods are the methods by which Go's decoders fill a value
// handed to them (encoding/json, encoding, gob, database/sql, yaml).
var decodeMethods = []string{"UnmarshalJSON", "UnmarshalText", "UnmarshalBinary", "GobDecode", "Scan", "UnmarshalYAML"}

// ZeroAllows reports whether a zero value of t may have its method
// called: always, unless the package has a constructor of t, its doc
// does not call the zero value ready, and the tests build one and call
// only other methods on it. A zero value the program built is asked
// ZeroUnshown too.
func (e *Env) ZeroAllows(t types.Type, method string) bool {
	return e.builtAllows(t, method, func(u *Usage) map[string]map[string]bool { return u.ZeroMethods })
}

// BuiltZeroAllows reports whether a zero value of t that the program
// built may have its method called: ZeroAllows, of a type whose zero
// value the tests show (not ZeroUnshown).
func (e *Env) BuiltZeroAllows(t types.Type, method string) bool {
	return e.ZeroAllows(t, method) && !e.ZeroUnshown(t)
}

// ZeroUnshown reports whether t (or what t points to) is a struct of the
// package's that hides state, that an operation makes or hands out,
// whose doc does not call its zero value ready, and that the tests build
// only as literals that set fields: a zero value the program builds is
// no value they show, and takes no method (fuego's Route{}: every test
// literal sets the BaseRoute, and the routes are made by Get and Post).
// A zero value an operation returns is the package's (NewContext's
// &Context{}).
func (e *Env) ZeroUnshown(t types.Type) bool {
	n, ok := e.ownNamed(t)
	if !ok || !e.HasTests() {
		return false
	}
	key := n.Origin().Obj()
	if v, ok := e.unshown.Load(key); ok {
		return v.(bool)
	}
	v := e.zeroUnshown(n)
	e.unshown.Store(key, v)
	return v
}

// zeroUnshown is ZeroUnshown, uncached.
func (e *Env) zeroUnshown(n *types.Named) bool {
	if _, ok := n.Underlying().(*types.Struct); !ok {
		return false
	}
	name := n.Obj().Name()
	u := e.Usage
	if !u.Literal[name] || u.Zero[name] {
		return false
	}
	return hidesState(n, 0) && !ZeroDoc(e.TypeDocs[name]) && (e.hasConstructor(n) || e.HandsOut(n))
}

// LiteralAllows reports whether a value of t the program built with a
// composite literal may have its method called: as ZeroAllows, with the
// methods the tests call on the literals they build (a chi Context built
// for RoutePattern, not for URLParam).
func (e *Env) LiteralAllows(t types.Type, method string) bool {
	return e.builtAllows(t, method, func(u *Usage) map[string]map[string]bool { return u.LiteralMethods })
}

// builtAllows is ZeroAllows and LiteralAllows, with the methods the tests
// call on such values, by type name, from uses.
func (e *Env) builtAllows(t types.Type, method string, uses func(*Usage) map[string]map[string]bool) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := t.(*types.Named)
	if !ok || n.Obj().Pkg() != e.Pkg || e.Usage == nil {
		return true
	}
	name := n.Obj().Name()
	ms := uses(e.Usage)[name]
	if ms[method] {
		return true
	}
	if e.promotedFromMade(n, method) {
		return false
	}
	if ms == nil || ms[anyMethod] || ZeroDoc(e.TypeDocs[name]) {
		return true
	}
	if !e.hasConstructor(n) && !e.HandsOut(n) && !e.PassesToCallbacks(n) && !e.needsRefs(n) {
		return true // made by hand, and every way of it shown needs nothing set
	}
	return ms[method]
}

// promotedFromMade reports whether method is promoted to n from an
// embedded type of the package whose doc names how its values are made
// ("Inodes should be obtained by calling Inode.NewInode()"): an outer
// value built by hand (a MemSymlink{}) has none made so, and the
// promoted method meets it unmade.
func (e *Env) promotedFromMade(n *types.Named, method string) bool {
	obj, index, _ := types.LookupFieldOrMethod(types.NewPointer(n), true, n.Obj().Pkg(), method)
	fn, ok := obj.(*types.Func)
	if !ok || len(index) < 2 {
		return false
	}
	recv := fn.Signature().Recv().Type()
	if p, ok := recv.(*types.Pointer); ok {
		recv = p.Elem()
	}
	inner, ok := recv.(*types.Named)
	return ok && inner.Obj().Pkg() == e.Pkg && inner.Obj() != n.Obj() && e.docNamesMaker(inner)
}

// docNamesMaker reports whether n's doc names an operation whose result
// is n or *n, whatever it is a method of (Inode.NewInode, Tree.NewNode,
// which wire a node that a user type embeds): the way its values are
// obtained.
func (e *Env) docNamesMaker(n *types.Named) bool {
	words := docWords(e.TypeDocs[n.Obj().Name()])
	if len(words) == 0 {
		return false
	}
	for _, op := range e.Ops {
		if op.Func == nil || op.Field != nil || op.Sig.Results().Len() == 0 || !words[op.Func.Name()] {
			continue
		}
		if r, ok := derefNamed(op.Recv); ok && r.Origin().Obj() == n.Origin().Obj() && !makerNameRE.MatchString(op.Func.Name()) {
			continue // a fluent method of n (a Builder's Root), no maker
		}
		r := op.Sig.Results().At(0).Type()
		if p, ok := r.(*types.Pointer); ok {
			r = p.Elem()
		}
		if rn, ok := r.(*types.Named); ok && rn.Origin().Obj() == n.Origin().Obj() {
			return true
		}
	}
	return false
}

// needsRefs reports whether every literal of n shown (the tests', or
// else the package's own) sets a pointer, interface, map, func or chan
// field: a value built without it is not how n is made.
func (e *Env) needsRefs(n *types.Named) bool {
	st, ok := n.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	required := e.RequiredFields(n)
	for i := 0; i < st.NumFields(); i++ {
		if f := st.Field(i); slices.Contains(required, f.Name()) {
			switch f.Type().Underlying().(type) {
			case *types.Pointer, *types.Interface, *types.Map, *types.Signature, *types.Chan:
				return true
			}
		}
	}
	return false
}

// ZeroRestricted reports whether a zero value of t that the program
// built takes only some methods (see ZeroAllows).
func (e *Env) ZeroRestricted(t types.Type) bool { return !e.ZeroAllows(t, "") }

// methodCall splits x.M(args) with x a variable into x and M.
func methodCall(n ast.Node) (x, m string, call *ast.CallExpr) {
	c, ok := n.(*ast.CallExpr)
	if !ok {
		return "", "", nil
	}
	sel, ok := c.Fun.(*ast.SelectorExpr)
	if !ok {
		return "", "", nil
	}
	id, ok := sel.X.(*ast.Ident)
	if !ok {
		return "", "", nil
	}
	return id.Name, sel.Sel.Name, c
}

// protocol reads, in one test function, which calls guard which (the
// calls x.G() in the condition of an if or for, and the calls on x in
// its body), and the order of the calls on each variable.
//
// A func literal (a subtest, a callback) is a function of its own: the
// variables of one subtest are not followed by the next one's.
func (u *Usage) protocol(body *ast.BlockStmt, local bool, qual string, name func(ast.Expr) string, ours map[string]bool) {
	p := &protocolScan{u: u, local: local, qual: qual, name: name, ours: ours, seq: map[string][]seqCall{}}
	p.findOurs(body)
	p.walk(body, false)
	u.sequences(p.seq)
}

// A seqCall is a method call on a variable, in the order of the calls
// on it.
type seqCall struct {
	m        string
	deferred bool
}

// A protocolScan is protocol's state over one function.
type protocolScan struct {
	u     *Usage
	local bool
	qual  string
	name  func(ast.Expr) string
	// ours are the variables that hold the package's values: results of
	// its functions, of methods of such variables, and its composite
	// literals. t, wg and require are not among them.
	ours map[string]bool
	seq  map[string][]seqCall // the calls on each of ours, in order
}

// fromPkg reports whether x is a value of the package's: a composite
// literal of its type, new of one, or a call of one of its functions or
// of a method of one of ours.
func (p *protocolScan) fromPkg(x ast.Expr) bool {
	switch x := x.(type) {
	case *ast.UnaryExpr:
		return p.fromPkg(x.X)
	case *ast.CompositeLit:
		return p.name(x.Type) != ""
	case *ast.CallExpr:
		switch f := x.Fun.(type) {
		case *ast.IndexExpr:
			return p.fromPkg(&ast.CallExpr{Fun: f.X})
		case *ast.IndexListExpr:
			return p.fromPkg(&ast.CallExpr{Fun: f.X})
		case *ast.Ident:
			return p.local && ast.IsExported(f.Name) || f.Name == "new" && len(x.Args) == 1 && p.name(x.Args[0]) != ""
		case *ast.SelectorExpr:
			if c, ok := f.X.(*ast.CallExpr); ok {
				return p.fromPkg(c) // pool.New().WithMaxGoroutines(4)
			}
			id, ok := f.X.(*ast.Ident)
			return ok && (p.qual != "" && id.Name == p.qual || p.ours[id.Name])
		}
	}
	return false
}

// findOurs adds to ours the variables body assigns or declares from the
// package's values.
func (p *protocolScan) findOurs(body *ast.BlockStmt) {
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for i, l := range n.Lhs {
				if id, ok := l.(*ast.Ident); ok && (len(n.Rhs) == len(n.Lhs) && p.fromPkg(n.Rhs[i]) || len(n.Rhs) == 1 && p.fromPkg(n.Rhs[0])) {
					p.ours[id.Name] = true
				}
			}
		case *ast.ValueSpec:
			for i, id := range n.Names {
				if len(n.Values) == len(n.Names) && p.fromPkg(n.Values[i]) || len(n.Values) == 0 && n.Type != nil && p.name(n.Type) != "" {
					p.ours[id.Name] = true
				}
			}
		}
		return true
	})
}

// walk reads root's guarded calls and appends its calls on ours to seq,
// marked deferred under a defer; a func literal is read as a function of
// its own.
func (p *protocolScan) walk(root ast.Node, deferred bool) {
	ast.Inspect(root, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			p.u.protocol(n.Body, p.local, p.qual, p.name, p.ours)
			return false
		case *ast.DeferStmt:
			p.walk(n.Call, true)
			return false
		case *ast.IfStmt, *ast.ForStmt:
			p.guards(n)
		case *ast.AssignStmt:
			if n.Tok != token.ASSIGN {
				return true // a declaration (it := s.Iter() in each of three scopes) is read as one variable
			}
			// bld = BuildBuffer() after b := bld.Finish(): a new value,
			// whose calls follow nothing of the old one's.
			for _, r := range n.Rhs {
				p.walk(r, deferred)
			}
			for _, l := range n.Lhs {
				if id, ok := l.(*ast.Ident); ok && p.ours[id.Name] && len(p.seq[id.Name]) > 0 {
					p.seq[id.Name+"#"+strconv.Itoa(len(p.seq))] = p.seq[id.Name]
					delete(p.seq, id.Name)
				}
			}
			return false
		case *ast.CallExpr:
			if x, m, c := methodCall(n); c != nil && p.ours[x] {
				p.u.recvCalls[m]++
				p.seq[x] = append(p.seq[x], seqCall{m, deferred})
			}
		}
		return true
	})
}

// guards counts, for the if or for statement n, the calls on ours in its
// body (and a for's post statement) that its condition guards.
func (p *protocolScan) guards(n ast.Node) {
	var cond ast.Expr
	var region []ast.Node
	if s, ok := n.(*ast.IfStmt); ok {
		cond, region = s.Cond, []ast.Node{s.Body}
	} else if s := n.(*ast.ForStmt); s.Cond != nil {
		cond, region = s.Cond, []ast.Node{s.Body}
		if s.Post != nil {
			region = append(region, s.Post)
		}
	}
	if cond == nil {
		return
	}
	for _, g := range guardCalls(cond) {
		for _, r := range region {
			ast.Inspect(r, func(n ast.Node) bool {
				if x, m, _ := methodCall(n); x == g[0] && m != strings.TrimPrefix(g[1], "!") && p.ours[x] {
					p.u.guarded[[2]string{m, g[1]}]++
				}
				return true
			})
		}
	}
}

// sequences counts, from the calls on each variable in order, which
// methods come before which, and which come last.
func (u *Usage) sequences(seq map[string][]seqCall) {
	for _, calls := range seq {
		if len(calls) < 2 {
			continue // one call is no sequence: a closure handed to require.Panics
		}
		u.first[calls[0].m]++
		in := map[string]bool{}
		for _, c := range calls {
			if !in[c.m] {
				in[c.m] = true
				u.seqs[c.m]++
			}
		}
		earlier := map[string]bool{}
		for i, c := range calls {
			var before []string
			for d := range earlier {
				if d != c.m {
					u.preceded[[2]string{c.m, d}]++
					before = append(before, d)
				}
			}
			sort.Strings(before)
			u.Earlier[c.m] = append(u.Earlier[c.m], before)
			if !c.deferred {
				earlier[c.m] = true
			}
			if c.deferred || i == len(calls)-1 {
				u.last[c.m]++
				continue
			}
			// Calls after it, not deferred, follow it; a call of the same
			// method does not (Stop(); Stop(), a test that a second one is
			// harmless).
			for _, d := range calls[i+1:] {
				if !d.deferred && d.m != c.m {
					u.followed[c.m]++
					break
				}
			}
		}
	}
}

// guardCalls are the calls x.G() with no arguments that a condition
// asks and that must be true for it to hold (not under an ||), as
// {x, G}, or false, as {x, "!G"} (!it.Done(), !q.Empty()).
func guardCalls(cond ast.Expr) [][2]string {
	switch c := cond.(type) {
	case *ast.ParenExpr:
		return guardCalls(c.X)
	case *ast.BinaryExpr:
		if c.Op == token.LAND {
			return append(guardCalls(c.X), guardCalls(c.Y)...)
		}
	case *ast.UnaryExpr:
		if c.Op != token.NOT {
			return nil
		}
		if x, m, call := methodCall(c.X); call != nil && len(call.Args) == 0 {
			return [][2]string{{x, "!" + m}}
		}
	case *ast.CallExpr:
		if x, m, call := methodCall(c); call != nil && len(call.Args) == 0 {
			return [][2]string{{x, m}}
		}
	}
	return nil
}

// maxArgs bounds Usage.Args.
const maxArgs = 64

// args adds the literals among a call's arguments to u.Args.
func (u *Usage) args(xs []ast.Expr) {
	for _, x := range xs {
		neg := false
		if un, ok := x.(*ast.UnaryExpr); ok && un.Op == token.SUB {
			x, neg = un.X, true
		}
		lit, ok := x.(*ast.BasicLit)
		if !ok || lit.Kind != token.INT && lit.Kind != token.FLOAT && lit.Kind != token.STRING || neg && lit.Kind == token.STRING {
			continue
		}
		v := constant.MakeFromLiteral(lit.Value, lit.Kind, 0)
		if v.Kind() == constant.Unknown {
			continue
		}
		if neg {
			v = constant.UnaryOp(token.SUB, v, 0)
		}
		dup := false
		for _, w := range u.Args {
			if w.Kind() == v.Kind() && constant.Compare(w, token.EQL, v) {
				dup = true
				break
			}
		}
		if !dup && len(u.Args) < maxArgs {
			u.Args = append(u.Args, v)
		}
	}
}

// exportedNames are the names of the package's exported functions, and
// of the exported methods of its named types.
func exportedNames(pkg *types.Package) map[string]bool {
	names := map[string]bool{}
	if pkg == nil {
		return names
	}
	scope := pkg.Scope()
	for _, n := range scope.Names() {
		switch o := scope.Lookup(n).(type) {
		case *types.Func:
			if o.Exported() {
				names[n] = true
			}
		case *types.TypeName:
			for _, t := range []types.Type{o.Type(), types.NewPointer(o.Type())} {
				ms := types.NewMethodSet(t)
				for i := 0; i < ms.Len(); i++ {
					if m := ms.At(i).Obj(); m.Exported() {
						names[m.Name()] = true
					}
				}
			}
		}
	}
	return names
}

// conclude turns the counts into Guards and Final.
func (u *Usage) conclude() {
	u.concludeShapes()
	for m, n := range u.goCalls {
		if n >= 2 && n == u.Calls[m] {
			u.Spawned[m] = true
		} else if n == 1 && u.Calls[m] == 1 {
			u.SpawnedOnce[m] = true
		}
	}
	best := map[string]int{}
	for k, n := range u.guarded {
		m, g := k[0], k[1]
		// Most of the calls are guarded, and more than once: a habit of
		// the tests, not an accident.
		if n >= 2 && 2*n > u.recvCalls[m] && n > best[m] {
			u.Guards[m], best[m] = g, n
		}
	}
	for m, n := range u.last {
		if n >= 2 && u.followed[m] == 0 {
			u.Final[m] = true
		}
	}
	for k, n := range u.preceded {
		if m := k[0]; n >= 2 && 2*n > u.recvCalls[m] {
			u.Before[m] = append(u.Before[m], k[1])
		}
	}
	for _, ds := range u.Before {
		sort.Strings(ds)
	}
	for m, n := range u.first {
		if n >= 2 && n == u.seqs[m] && initRE.MatchString(m) {
			u.Initializers[m] = true
		}
	}
	u.guarded, u.last, u.followed, u.preceded, u.first, u.seqs = nil, nil, nil, nil, nil, nil
	u.concludeCallbacks()
	for name := range u.placedZero {
		// Kept in a fixture's field, and neither a method called on it
		// nor handed where any may be (Response{Ctx: &Context{}}): the
		// tests show no method working on the zero value.
		if u.ZeroMethods[name] == nil && !u.ZeroPassed[name] {
			if u.ZeroMethods == nil {
				u.ZeroMethods = map[string]map[string]bool{}
			}
			u.ZeroMethods[name] = map[string]bool{}
		}
	}
}

// recvCallsOf is how many times the tests call method m on a variable.
func (u *Usage) recvCallsOf(m string) int {
	return u.recvCalls[m]
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
		if zeroDocRE.MatchString(s) && !zeroAfterRE.MatchString(s) && !zeroNotRE.MatchString(s) {
			return true
		}
	}
	return false
}

// zeroNotRE finds a denial in a sentence about the zero value: "the
// zero value is not ready for use", "a zero Histogram cannot be used".
var zeroNotRE = regexp.MustCompile(`(?i)\b(not|never|cannot|can't|isn't|aren't)\b`)

// ZeroDenied reports whether a type's doc comment says its zero value is
// not to be used ("Create it with NewPacked; the zero value is not ready
// for use"): however the tests build one, a user makes it with its
// constructor.
func ZeroDenied(doc string) bool {
	return zeroDeniedRE.MatchString(strings.Join(strings.Fields(doc), " "))
}

var zeroDeniedRE = regexp.MustCompile(`(?i)\bzero(\s+value)?\b[^.]{0,80}?\b(not|never|cannot|can't|isn't)\b[^.]{0,30}?\b(ready|usable|valid|used|use|safe)\b`)

// ZeroUsable reports whether a value of named type t may be written as its
// zero value or as a literal, without its constructor. Go's convention: a
// type's zero value is usable when its doc says so ("The zero value ...
// is ready to use"); not when its doc names its constructor ("Create one
// with New"); when the package's own tests build one, or when the
// package has no constructor for it (a function named New... that
// returns it): then the zero value is how it is made.
func (e *Env) ZeroUsable(t types.Type) bool {
	n, ok := e.ownNamed(t)
	if !ok {
		// Other packages' types: their docs and tests are not read
		// here. A struct with unexported fields that its package makes
		// with a function of its own (parse.NewInput for an Input) is
		// made with it.
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		if z, ok := e.zeroes.Load(t); ok {
			return z.(zeroUse).usable
		}
		// A standard one the program has no constructor of (a
		// synthesized method's result) is built as before.
		usable := !foreignMade(t) || stdType(t) && !e.foreignMakes(t)
		e.zeroes.Store(t, zeroUse{usable: usable})
		return usable
	}
	return e.zeroUse(n).usable
}

// stdType reports whether t is a named type of the standard library.
func stdType(t types.Type) bool {
	n, ok := t.(*types.Named)
	return ok && n.Obj().Pkg() != nil && stdPath(n.Obj().Pkg().Path())
}

// foreignMakes reports whether a Foreign op (see foreignCtors) makes t
// or a pointer to it.
func (e *Env) foreignMakes(t types.Type) bool {
	for _, op := range e.Ops {
		if !op.Foreign || op.Sig.Results().Len() == 0 {
			continue
		}
		r := op.Sig.Results().At(0).Type()
		if p, ok := r.(*types.Pointer); ok {
			r = p.Elem()
		}
		if types.Identical(r, t) {
			return true
		}
	}
	return false
}

// foreignMade reports whether t (or what t points to) is a struct of
// another package with unexported fields, which that package makes: an
// exported function of it returns a t or a *t (xml.NewEncoder for an
// xml.Encoder). The standard library's docs say which of its zero values
// are ready anyway (bytes.Buffer's, with NewBuffer): those are not.
func foreignMade(t types.Type) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := t.(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return false
	}
	st, ok := n.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	hidden := false
	for i := 0; i < st.NumFields(); i++ {
		hidden = hidden || !st.Field(i).Exported()
	}
	if !hidden || len(pkgCtors(n)) == 0 {
		return false
	}
	pkg := n.Obj().Pkg()
	return !stdPath(pkg.Path()) || !osFacing(pkg) && !stdZeroOK(n, stdTypeDoc(pkg.Path(), n.Obj().Name()))
}

// pkgCtors are the exported non-generic functions of n's own package
// whose first result is n or *n.
func pkgCtors(n *types.Named) []*types.Func {
	var out []*types.Func
	scope := n.Obj().Pkg().Scope()
	for _, name := range scope.Names() {
		fn, ok := scope.Lookup(name).(*types.Func)
		if !ok || !fn.Exported() {
			continue
		}
		sig := fn.Type().(*types.Signature)
		if sig.TypeParams().Len() > 0 || sig.Results().Len() == 0 {
			continue
		}
		r := sig.Results().At(0).Type()
		if p, ok := r.(*types.Pointer); ok {
			r = p.Elem()
		}
		if rn, ok := r.(*types.Named); ok && rn.Obj() == n.Obj() {
			out = append(out, fn)
		}
	}
	return out
}

// zeroUse is what ZeroUsable and DocumentedZero say of one type.
type zeroUse struct{ usable, documented bool }

// ownNamed returns the named type of the package that t is or points to.
func (e *Env) ownNamed(t types.Type) (*types.Named, bool) {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := t.(*types.Named)
	return n, ok && n.Obj().Pkg() == e.Pkg
}

func (e *Env) zeroUse(n *types.Named) zeroUse {
	if z, ok := e.zeroes.Load(n); ok {
		return z.(zeroUse)
	}
	z := zeroUse{usable: e.zeroUsable(n), documented: e.documentedZero(n)}
	e.zeroes.Store(n, z)
	return z
}

func (e *Env) zeroUsable(n *types.Named) bool {
	name := n.Obj().Name()
	if ZeroDoc(e.TypeDocs[name]) {
		return true
	}
	if e.docNamesConstructor(n) || e.docNamesMaker(n) || ZeroDenied(e.TypeDocs[name]) {
		return false // "Create the below using NewClientOptions", "Inodes should be obtained by calling Inode.NewInode()", "the zero value is not ready for use"
	}
	if e.builtByTests(name) {
		return true
	}
	return !e.hasConstructor(n) && !(hidesState(n, 0) && ownMaker(n))
}

// ownMaker reports whether n's package makes its values with an
// unexported function of its own (newPool for a Pool): a struct that
// hides state and that no exported function returns is then the
// package's plumbing, and its zero value is no object a user could have,
// unless its doc or the tests say so.
func ownMaker(n *types.Named) bool {
	pkg := n.Obj().Pkg()
	if pkg == nil {
		return false
	}
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		fn, ok := scope.Lookup(name).(*types.Func)
		if !ok || fn.Exported() {
			continue
		}
		res := fn.Type().(*types.Signature).Results()
		if res.Len() == 0 {
			continue
		}
		r := res.At(0).Type()
		if p, ok := r.(*types.Pointer); ok {
			r = p.Elem()
		}
		if rn, ok := r.(*types.Named); ok && rn.Origin().Obj() == n.Origin().Obj() {
			return true
		}
	}
	return false
}

// DocumentedZero reports whether t's own doc or the package's tests (not
// merely the lack of a constructor) make its zero value usable: then its
// nil fields are no misuse.
func (e *Env) DocumentedZero(t types.Type) bool {
	n, ok := e.ownNamed(t)
	return ok && e.zeroUse(n).documented
}

func (e *Env) documentedZero(n *types.Named) bool {
	name := n.Obj().Name()
	return e.Usage != nil && e.Usage.Zero[name] || ZeroDoc(e.TypeDocs[name])
}

// ZeroArgument reports whether a zero value of t (or what t points to)
// is an argument any function takes: its doc calls the zero value ready,
// or the tests hand one on (Usage.ZeroPassed). A zero value the tests
// only call methods on (var t Type; t.Equals(NilType)) is no argument of
// the package's other functions.
func (e *Env) ZeroArgument(t types.Type) bool {
	n, ok := e.ownNamed(t)
	if !ok {
		return false
	}
	name := n.Obj().Name()
	return e.Usage != nil && e.Usage.ZeroPassed[name] || ZeroDoc(e.TypeDocs[name])
}

// RefusesBuilt reports, as a bit per parameter of op (the last one's
// for the variadic rest), those that take no pointer the program built by
// hand, as a zero value or a literal: the pointer's type is a struct of
// the package's that hides state (Unshown), that an operation makes or
// hands out, whose doc does not call its zero value ready, and whose
// hand-built values the tests hand only to other operations
// (Usage.BuiltTo). A user builds such a value by hand for what the
// tests show it doing, and gets the rest from its constructor
// (webrtc's &PeerConnection{} keys a stats lookup; GatheringCompletePromise
// needs the ICE gatherer NewPeerConnection wires).
func (e *Env) RefusesBuilt(op *Op) uint64 {
	if !e.HasTests() || op.Func == nil || op.Field != nil || e.Usage.BuiltTo == nil {
		return 0
	}
	var mask uint64
	params := op.Sig.Params()
	for i := 0; i < params.Len() && i < 64; i++ {
		t := params.At(i).Type()
		if s, ok := t.(*types.Slice); ok && op.Sig.Variadic() && i == params.Len()-1 {
			t = s.Elem()
		}
		p, ok := t.(*types.Pointer)
		if !ok {
			continue
		}
		n, ok := e.ownNamed(p)
		if !ok || !hidesState(n, 0) {
			continue
		}
		if _, ok := n.Underlying().(*types.Struct); !ok {
			continue
		}
		name := n.Obj().Name()
		to := e.Usage.BuiltTo[name]
		if to == nil || to[anyMethod] || to[op.Func.Name()] || !e.builtByTests(name) || ZeroDoc(e.TypeDocs[name]) {
			continue
		}
		if e.hasConstructor(n) || e.HandsOut(n) {
			mask |= 1 << i
		}
	}
	return mask
}

// HasTests reports whether the package has test files to read: what
// they never do says something only then.
func (e *Env) HasTests() bool { return e.Usage != nil && e.Usage.Files > 0 }

// BuiltByTests reports whether the package's tests build a value of t (or
// what t points to) by hand, as a zero value or a literal, the way a user
// could (see Usage.Zero and Usage.Literal).
func (e *Env) BuiltByTests(t types.Type) bool {
	n, ok := e.ownNamed(t)
	return ok && e.builtByTests(n.Obj().Name())
}

// Unshown reports whether a value of t built by hand, a literal or a
// zero value, is one that the package's tests and examples never build
// so, where t is a struct (or a pointer to one) that hides state
// (hidesState): unexported fields, or a struct field by value that has
// some. Go code makes such values with the
// functions of their package (fpdf.CreateTpl for a Tpl, http.NewRequest
// for a Request), and the state they hold is the package's: a value a
// program wrote by hand lacks what the package's own code would have
// put there. A struct of exported fields (Point{X, Y}, an Options), a
// type whose doc calls its zero value ready, and any type of a package
// without tests (nothing to show how it is built) are never unshown.
func (e *Env) Unshown(t types.Type) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := t.(*types.Named)
	if !ok || !e.HasTests() || !hidesState(t, 0) {
		return false
	}
	if _, ok := n.Underlying().(*types.Struct); !ok {
		return false
	}
	if n.Obj().Pkg() == e.Pkg {
		name := n.Obj().Name()
		return !e.Usage.Literal[name] && !e.Usage.Written[name] && !e.zeroShown(name) && !e.ZeroDocumented(n)
	}
	pkg := n.Obj().Pkg()
	if pkg == nil || stdPath(pkg.Path()) && stdZeroOK(n, stdTypeDoc(pkg.Path(), n.Obj().Name())) {
		return false // a sync.RWMutex, a bytes.Buffer: their docs call the zero value ready
	}
	return !e.Usage.ForeignLiteral[pkg.Name()+"."+n.Obj().Name()]
}

// zeroShown reports whether the tests use a zero value of the type
// named name as it is: call a method on it that does not decode into it,
// or hand it where any method may be called. A zero value the tests only
// decode into (var p Policy; p.UnmarshalJSON(b)) shows how to make one
// from an encoding, not that a zero one works.
func (e *Env) zeroShown(name string) bool {
	u := e.Usage
	if !u.Zero[name] {
		return false
	}
	if u.ZeroPassed[name] {
		return true
	}
	for m := range u.ZeroMethods[name] {
		if !fillRE.MatchString(m) { // decodeMethods all match it
			return true
		}
	}
	return false
}

// hidesState reports whether a struct t holds state its package keeps
// to itself: an unexported field, directly or in a struct field it holds
// by value (a Tpl that embeds a Doc). Exported fields, of any type (an
// Options' Logger, OnEvict), are what users are meant to set.
func hidesState(t types.Type, depth int) bool {
	if depth > 4 {
		return false
	}
	switch u := t.Underlying().(type) {
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if f := u.Field(i); !f.Exported() || hidesState(f.Type(), depth+1) {
				return true
			}
		}
	case *types.Array:
		return hidesState(u.Elem(), depth+1)
	}
	return false
}

// ConvertedByTests reports whether the package's tests convert a value
// to t (or what t points to), T(x), as users of a named slice type do.
func (e *Env) ConvertedByTests(t types.Type) bool {
	n, ok := e.ownNamed(t)
	return ok && e.Usage != nil && e.Usage.Calls[n.Obj().Name()] > 0
}

// ZeroDocumented reports whether t's doc (or what t points to) says its
// zero value is ready to use, whatever the tests do (see ZeroDoc).
func (e *Env) ZeroDocumented(t types.Type) bool {
	n, ok := e.ownNamed(t)
	return ok && ZeroDoc(e.TypeDocs[n.Obj().Name()])
}

// RequiredFields are the fields of t (or what t points to) that every
// literal of it in the package's tests sets (see Usage.Required), or,
// where the tests write none, that every literal of it in the package's
// own code sets (NewRequest's &Request{Request: r, ...}: the producers'
// way is the only one shown), unless the field's doc says what its nil
// means ("If nil, the default is used"). A zero value the tests call
// methods on is another matter (ZeroShown).
func (e *Env) RequiredFields(t types.Type) []string {
	n, ok := e.ownNamed(t)
	if !ok || e.Usage == nil {
		return nil
	}
	key := n.Origin().Obj()
	if v, ok := e.required.Load(key); ok {
		return v.([]string) // asked at every literal the generator writes
	}
	var out []string
	fields, byTests := e.Usage.Required[n.Obj().Name()]
	if !byTests {
		fields = e.produced[key]
	}
	for _, f := range fields {
		if !nilDocRE.MatchString(e.fieldDoc(n, f)) {
			out = append(out, f)
		}
	}
	e.required.Store(key, out)
	return out
}

// BatchInput reports whether an exported function of the package takes a
// slice of t's values as its input (NewExpressionFromTokens(tokens
// []Token)): a function that builds from records its users made, as well
// as from those the package makes.
func (e *Env) BatchInput(t types.Type) bool {
	if v, ok := e.batch.Load(t); ok {
		return v.(bool) // asked at every literal the generator considers
	}
	found := false
	for _, op := range e.Ops {
		if op.Recv != nil || op.Foreign {
			continue
		}
		params := op.Sig.Params()
		for i := 0; i < params.Len() && !found; i++ {
			s, ok := params.At(i).Type().(*types.Slice)
			found = ok && types.Identical(s.Elem(), t) && !(op.Sig.Variadic() && i == params.Len()-1)
		}
		if found {
			break
		}
	}
	e.batch.Store(t, found)
	return found
}

// ZeroShown reports whether the package's tests call methods on a zero
// value of t (or what t points to) they build: a literal that sets
// fields sets the required ones (RequiredFields), and a zero one may
// still be written, for those methods (ZeroAllows).
func (e *Env) ZeroShown(t types.Type) bool {
	n, ok := e.ownNamed(t)
	return ok && e.Usage != nil && len(e.Usage.ZeroMethods[n.Obj().Name()]) > 0
}

// producedFields returns, for each struct type of p that p's own code
// (not its tests) writes composite literals of, the exported fields that
// every such literal sets to something other than nil. A literal that
// sets none, or sets them by position, leaves no field required.
func producedFields(p *packages.Package) map[*types.TypeName][]string {
	m := map[*types.TypeName][]string{}
	if p.TypesInfo == nil {
		return m
	}
	for _, f := range sourceFiles(p) {
		ast.Inspect(f, func(x ast.Node) bool {
			cl, ok := x.(*ast.CompositeLit)
			if !ok {
				return true
			}
			n, ok := types.Unalias(p.TypesInfo.TypeOf(cl)).(*types.Named)
			if !ok || n.Obj().Pkg() != p.Types {
				return true
			}
			if _, ok := n.Underlying().(*types.Struct); !ok {
				return true
			}
			var set []string
			for _, el := range cl.Elts {
				if kv, ok := el.(*ast.KeyValueExpr); ok {
					if k, ok := kv.Key.(*ast.Ident); ok && ast.IsExported(k.Name) && !isNilIdent(kv.Value) {
						set = append(set, k.Name) // an unexported one is the package's own wiring
					}
				}
			}
			key := n.Origin().Obj()
			if have, seen := m[key]; seen {
				set = slices.DeleteFunc(have, func(f string) bool { return !slices.Contains(set, f) })
			}
			m[key] = set
			return true
		})
	}
	return m
}

// nilDocRE finds, in a field's doc, what its nil stands for.
var nilDocRE = regexp.MustCompile(`(?i)\b(nil|optional|default)\b`)

// fieldDoc is the doc comment (or line comment) of the field of n named
// field, from the package's syntax.
func (e *Env) fieldDoc(n *types.Named, field string) string {
	st, ok := n.Underlying().(*types.Struct)
	if !ok {
		return ""
	}
	for i := 0; i < st.NumFields(); i++ {
		if f := st.Field(i); f.Name() == field {
			return e.FieldDocs[f]
		}
	}
	return ""
}

// LiteralByTests reports whether the package's tests build a value of t
// (or what t points to) with a composite literal that sets fields (see
// Usage.Literal).
func (e *Env) LiteralByTests(t types.Type) bool {
	n, ok := e.ownNamed(t)
	return ok && e.Usage != nil && e.Usage.Literal[n.Obj().Name()]
}

func (e *Env) builtByTests(name string) bool {
	return e.Usage != nil && (e.Usage.Zero[name] || e.Usage.Literal[name])
}

// HandsOut reports whether some operation of the package hands out values
// of t (or what t points to) inside what it returns: as its result, or
// as an element of a slice, array or map, or a field of a struct it
// returns (a match's groups' captures). A struct with unexported fields
// that the package hands out is the package's to make.
func (e *Env) HandsOut(t types.Type) bool {
	n, ok := e.ownNamed(t)
	if !ok {
		return false
	}
	key := n.Origin().Obj()
	if v, ok := e.handed.Load(key); ok {
		return v.(bool)
	}
	found := false
	for _, op := range e.Ops {
		for i := 0; i < op.Sig.Results().Len() && !found; i++ {
			found = holds(op.Sig.Results().At(i).Type(), key, 4, map[types.Type]bool{})
		}
		if found {
			break
		}
	}
	e.handed.Store(key, found)
	return found
}

// MadeInside reports whether the package makes values of t (or what t
// points to) inside the trees its operations return, not as a result
// of its own: a field or element of a result, or a member of an
// interface of the package that a result is or holds (a parser's nodes:
// ParseExpression returns an Expression, *ObjectConsExpr is one, and its
// Items are ObjectConsItems). Such a value has the parts the package
// gives it; one built by hand has the parts a user guessed.
func (e *Env) MadeInside(t types.Type) bool {
	n, ok := e.ownNamed(t)
	if !ok || n.TypeParams().Len() > 0 {
		return false
	}
	key := n.Origin().Obj()
	if v, ok := e.inside.Load(key); ok {
		return v.(bool)
	}
	found := false
	for _, op := range e.Ops {
		if op.Recv != nil && holds(op.Recv, key, 0, map[types.Type]bool{}) {
			continue // its own getters (a Node's Children) make none
		}
		for i := 0; i < op.Sig.Results().Len() && !found; i++ {
			r := op.Sig.Results().At(i).Type()
			if p, ok := r.(*types.Pointer); ok {
				r = p.Elem()
			}
			if rn, ok := r.(*types.Named); ok && rn.Origin().Obj() == key {
				continue // a result of its own: a constructor's or a getter's
			}
			found = e.holdsInside(r, n, 4, map[types.Type]bool{})
		}
		if found {
			break
		}
	}
	e.inside.Store(key, found)
	return found
}

// members returns the package's named types, not interfaces nor
// generic, that implement i, by value or by pointer: the receivers of
// the implementations Effects found of its methods.
func (e *Env) members(i *types.Interface) []*types.Named {
	if e.Effects == nil || i.NumMethods() == 0 {
		return nil
	}
	var ms []*types.Named
	for _, m := range e.Effects.Implementations(i.Method(0)) {
		t := m.Type().(*types.Signature).Recv().Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		n, ok := t.(*types.Named)
		if ok && !slices.Contains(ms, n) && (types.Implements(n, i) || types.Implements(types.NewPointer(n), i)) {
			ms = append(ms, n) // i's first method may be an embedded interface's, of more types
		}
	}
	return ms
}

// holdsInside is holds, through the package's own interfaces with
// methods too: a value of such an interface may be any of the package's
// types that implement it, and what they hold.
func (e *Env) holdsInside(t types.Type, n *types.Named, depth int, seen map[types.Type]bool) bool {
	return holdsVia(t, n.Origin().Obj(), depth, seen, func(tn *types.Named, i *types.Interface) []*types.Named {
		if tn.Obj().Pkg() != e.Pkg || i.NumMethods() == 0 {
			return nil
		}
		return e.members(i)
	})
}

// PassesToCallbacks reports whether some operation of the package takes
// a function that is handed values of t (or what t points to): a
// parser's extension func(ctx, *Parser), which the package calls with
// the parser it made, or a hook func(*Registry) called with the registry.
func (e *Env) PassesToCallbacks(t types.Type) bool {
	n, ok := e.ownNamed(t)
	if !ok {
		return false
	}
	key := n.Origin().Obj()
	for _, op := range e.Ops {
		for i := 0; i < op.Sig.Params().Len(); i++ {
			if callbackTakes(op.Sig.Params().At(i).Type(), key) {
				return true
			}
		}
	}
	return false
}

// callbackTakes reports whether t, a parameter's type, is a func type
// or an interface (or a slice or map of them) one of whose parameters
// (of one of whose methods) holds a value of the type named obj.
func callbackTakes(t types.Type, obj *types.TypeName) bool {
	switch u := t.Underlying().(type) {
	case *types.Slice:
		return callbackTakes(u.Elem(), obj)
	case *types.Map:
		return callbackTakes(u.Elem(), obj)
	case *types.Signature:
		for i := 0; i < u.Params().Len(); i++ {
			if holds(u.Params().At(i).Type(), obj, 2, map[types.Type]bool{}) {
				return true
			}
		}
	case *types.Interface:
		// An interface the program implements is a callback too: its
		// methods get what the package hands them (MarshalArray(enc)).
		for i := 0; i < u.NumMethods(); i++ {
			if callbackTakes(u.Method(i).Type(), obj) {
				return true
			}
		}
	}
	return false
}

// holds reports whether a value of type t holds a value of the type
// named obj, through pointers, slices, arrays, maps and exported struct
// fields (embedded ones too), up to depth.
func holds(t types.Type, obj *types.TypeName, depth int, seen map[types.Type]bool) bool {
	return holdsVia(t, obj, depth, seen, nil)
}

// holdsVia is holds; through an interface, if members is not nil, a
// value may be any of the types members lists, and hold what they hold.
func holdsVia(t types.Type, obj *types.TypeName, depth int, seen map[types.Type]bool, members func(*types.Named, *types.Interface) []*types.Named) bool {
	if depth < 0 || seen[t] {
		return false
	}
	seen[t] = true
	if n, ok := t.(*types.Named); ok {
		if n.Origin().Obj() == obj {
			return true
		}
		if i, ok := n.Underlying().(*types.Interface); ok && members != nil {
			for _, m := range members(n, i) {
				if m.Origin().Obj() == obj || holdsVia(m.Underlying(), obj, depth-1, seen, members) {
					return true
				}
			}
			return false
		}
	}
	switch u := t.Underlying().(type) {
	case *types.Pointer:
		return holdsVia(u.Elem(), obj, depth, seen, members)
	case *types.Slice:
		return holdsVia(u.Elem(), obj, depth-1, seen, members)
	case *types.Array:
		return holdsVia(u.Elem(), obj, depth-1, seen, members)
	case *types.Map:
		return holdsVia(u.Elem(), obj, depth-1, seen, members)
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if f := u.Field(i); (f.Exported() || f.Embedded()) && holdsVia(f.Type(), obj, depth-1, seen, members) {
				return true
			}
		}
	}
	return false
}

// hasConstructor reports whether the package has a constructor of n: an
// exported function, whatever its name (NewTree for Rtree), whose first
// result is n, *n, or an interface of the package with methods that *n
// implements (NewBoundedStack() BoundedStackI), generic ones included.
func (e *Env) hasConstructor(n *types.Named) bool { return len(e.constructors(n)) > 0 }

// docNamesConstructor reports whether n's doc comment names a
// constructor of n: "Create the below using NewClientOptions", "Use
// New to make one". Its authors point there; by hand is misuse, however
// the package's tests wire one up.
func (e *Env) docNamesConstructor(n *types.Named) bool {
	words := docWords(e.TypeDocs[n.Obj().Name()])
	if len(words) == 0 {
		return false
	}
	for _, op := range e.constructors(n) {
		if op.Func != nil && words[op.Func.Name()] {
			return true
		}
	}
	return false
}

// makerNameRE matches the names of a type's own methods that make a new
// value of it (Inode.NewInode), not a fluent step (Builder.Root).
var makerNameRE = regexp.MustCompile(`^(New|Create|Make)`)

// derefNamed is t, or what the pointer t points to, as a named type.
func derefNamed(t types.Type) (*types.Named, bool) {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := t.(*types.Named)
	return n, ok
}

// docWords are the words of doc, identifiers whole: the names it
// mentions.
func docWords(doc string) map[string]bool {
	words := map[string]bool{}
	for _, w := range strings.FieldsFunc(doc, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_'
	}) {
		words[w] = true
	}
	return words
}

// constructors returns the package's constructors of n (hasConstructor),
// and the methods of its other types that make one: a factory method
// (Create of a store that returns its sink), whose result is n, *n, or an
// interface of *n that it builds a value of n for.
func (e *Env) constructors(n *types.Named) []*Op {
	key := n.Origin().Obj()
	if ops, ok := e.ctors.Load(key); ok {
		return ops.([]*Op)
	}
	ops := e.findConstructors(n)
	e.ctors.Store(key, ops)
	return ops
}

// findConstructors is constructors, uncached.
func (e *Env) findConstructors(n *types.Named) []*Op {
	var ops []*Op
	for _, op := range e.Ops {
		if op.Field != nil || op.Sig.Results().Len() == 0 || op.Func == nil {
			continue
		}
		if op.Recv != nil {
			r := op.Recv
			if p, ok := r.(*types.Pointer); ok {
				r = p.Elem()
			}
			if r, ok := r.(*types.Named); ok && r.Origin().Obj() == n.Origin().Obj() ||
				!e.makes[op.Func.Origin()][n.Origin().Obj()] {
				continue // a method of n itself (x.Clone(), a fluent SetX) or one that does not build n
			}
		}
		r := op.Sig.Results().At(0).Type()
		if p, ok := r.(*types.Pointer); ok {
			r = p.Elem()
		}
		rn, ok := r.(*types.Named)
		if !ok {
			continue
		}
		if rn.Obj() == n.Obj() || rn.Origin().Obj() == n.Origin().Obj() {
			ops = append(ops, op)
			continue
		}
		it, ok := rn.Underlying().(*types.Interface)
		if ok && it.NumMethods() > 0 && rn.Obj().Pkg() == e.Pkg && n.TypeParams().Len() == 0 &&
			types.Implements(types.NewPointer(n), it) {
			ops = append(ops, op)
		}
	}
	return ops
}

// declDocs reads the doc comments of the types files declare, by name,
// and, if fields is not nil, those of their struct fields (a line
// comment when there is no doc), by the field's object in info.
func declDocs(files []*ast.File, fields func(*ast.Ident, string)) map[string]string {
	docs := map[string]string{}
	for _, f := range files {
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
				if st, ok := ts.Type.(*ast.StructType); ok && fields != nil {
					for _, fl := range st.Fields.List {
						c := fl.Doc
						if c == nil {
							c = fl.Comment
						}
						for _, id := range fl.Names {
							if c != nil {
								fields(id, c.Text())
							}
						}
					}
				}
			}
		}
	}
	return docs
}

// Guard returns the method that the package's tests ask before they call
// op (Valid before Key, HasNext before Next, Done before Edge), or nil: a
// method of op's receiver with no parameters, one bool result and no
// side effects, so that hogen may ask it too. Negated: op is called when
// it says false (!it.Done()).
func (e *Env) Guard(op *Op) (g *types.Func, negated bool) {
	g, negated = e.guardOf(op)
	// An interface's query is asked as its name says (Valid, IsNotEnd):
	// its methods count as acting only because an implementation may.
	if g == nil || e.Effects.SideEffecting(g.Origin()) && !types.IsInterface(op.Recv) {
		return nil, false
	}
	return g, negated
}

// Mover returns the method that moves op's receiver and that the
// package's tests call before they call op (Next before Key in for
// it.Next() { it.Key() } or it.Next(); it.Key()), or nil: a method with
// no parameters, one bool result and side effects, so that hogen cannot
// ask it as it asks a Guard; it can only see whether the program's last
// move of the receiver returned true.
func (e *Env) Mover(op *Op) *types.Func {
	if op.Recv == nil || e.Usage == nil || e.Effects == nil {
		return nil
	}
	if g := e.mover(op, op.Func.Name(), 3); g != nil {
		return g
	}
	if e.Usage.Guards[op.Func.Name()] != "" || e.Usage.recvCallsOf(op.Func.Name()) > 0 {
		return nil // the tests show how it is called, and it is not after a move
	}
	return e.iterMover(op)
}

// iterMover is Go's iterator convention, where the tests show none:
// a type whose Next() bool moves it (database/sql's Rows, bufio's
// Scanner, reflect's MapIter) is read after Next returned true, and
// its methods without parameters that return something other than one
// bool and change nothing (Key, Value, Item) read the element Next moved
// to.
func (e *Env) iterMover(op *Op) *types.Func {
	if op.Func == nil || op.Func.Name() == "Next" || op.Params().Len() != 0 || op.Results().Len() == 0 || op.SideEffecting {
		return nil
	}
	if r := op.Results().At(0).Type(); op.Results().Len() == 1 && (types.Identical(r, types.Typ[types.Bool]) || IsError(r)) {
		return nil // Valid, Done: a query of where it is, asked anywhere; Err, asked after the loop
	}
	if g := e.boolMethod(op, "Next"); g != nil && e.Effects.SideEffecting(g.Origin()) {
		return g
	}
	return nil
}

// mover returns the mover of the method name of op's receiver; a method
// the tests call first that has a mover of its own lends it (Value after
// Key after Next), up to depth.
func (e *Env) mover(op *Op, name string, depth int) *types.Func {
	names := e.Usage.Before[name]
	if g := e.Usage.Guards[name]; g != "" {
		names = append([]string{strings.TrimPrefix(g, "!")}, names...)
	}
	for _, n := range names {
		if g := e.boolMethod(op, n); g != nil && e.Effects.SideEffecting(g.Origin()) {
			return g
		}
	}
	// Most of the calls come after one move or another (Next, Last,
	// NextTo), more than once.
	moved, best := map[string]int{}, ""
	n := 0
	for _, before := range e.Usage.Earlier[name] {
		after := false
		for _, d := range before {
			if g := e.boolMethod(op, d); g != nil && e.Effects.SideEffecting(g.Origin()) {
				after = true
				if moved[d]++; best == "" || moved[d] > moved[best] {
					best = d
				}
			}
		}
		if after {
			n++
		}
	}
	if n >= 2 && 2*n > e.Usage.recvCallsOf(name) {
		return e.boolMethod(op, best)
	}
	if depth > 1 {
		for _, n := range names {
			if g := e.mover(op, n, depth-1); g != nil {
				return g
			}
		}
	}
	return nil
}

// guardOf returns the method with no parameters and one bool result that
// the package's tests ask before they call op, or nil.
func (e *Env) guardOf(op *Op) (*types.Func, bool) {
	if op.Recv == nil || e.Usage == nil || e.Effects == nil {
		return nil, false
	}
	name := e.Usage.Guards[op.Func.Name()]
	if name == "" {
		if g, negated := e.validGuard(op); g != nil && (e.Usage.recvCallsOf(op.Func.Name()) == 0 || e.Usage.recvCallsOf(g.Name()) > 0) {
			// An iterator's element, where the tests never read one or
			// ask the guard too: they read one they know is at an
			// element (Find(k).Key() where k is), and a program does
			// not know.
			return g, negated
		}
		if g := e.emptyGuard(op); g != nil {
			return g, true // a take from something empty: not while IsEmpty
		}
		if e.Usage.recvCallsOf(op.Func.Name()) > 0 {
			return nil, false // the tests call it, and mostly unguarded
		}
		return e.nameGuard(op), false
	}
	name, negated := strings.CutPrefix(name, "!")
	return e.boolMethod(op, name), negated
}

// nameGuard returns the method Is<W> or Has<W> of op's receiver, with no
// parameters and a bool result, whose W is a run of the camel-case words
// of op's name, or nil: by Go's naming, GetDynamicNames is for a
// receiver whose IsDynamic says true, Value for one whose HasValue does.
// A method that sets what the guard asks (SetDynamic) is not guarded,
// nor is a query of the same shape as the guard.
func (e *Env) nameGuard(op *Op) *types.Func {
	name := op.Func.Name()
	if ImperativeName(name) || anyValueMethods[name] || op.Sig.Params().Len() == 0 && op.Sig.Results().Len() == 1 &&
		types.Identical(op.Sig.Results().At(0).Type(), types.Typ[types.Bool]) {
		return nil
	}
	words := CamelWords(name)
	t := op.Recv
	if _, ok := t.(*types.Pointer); !ok && !types.IsInterface(t) {
		t = types.NewPointer(t)
	}
	ms := types.NewMethodSet(t)
	for i := 0; i < ms.Len(); i++ {
		g := ms.At(i).Obj().Name()
		w, ok := strings.CutPrefix(g, "Is")
		if !ok {
			w, ok = strings.CutPrefix(g, "Has")
		}
		if !ok || w == "" || !unicode.IsUpper(rune(w[0])) || !containsRun(words, CamelWords(w)) {
			continue
		}
		if f := e.boolMethod(op, g); f != nil {
			return f
		}
	}
	return nil
}

// validGuard returns the method of op's receiver that says whether it
// is at an element (Valid, IsValid, IsNotEnd; or End, IsEnd, AtEnd,
// negated), with no parameters and a bool result, when op reads or sets
// the element an iterator is at: an iterator's Key, Value or SetValue
// are for one that is valid ("Valid returns whether the iterator is
// positioned at a valid entry"; "REQUIRES: Valid()"), as C++'s are for
// one that is not end(). An iterator is a value with a move that takes
// nothing (Next, MoveToNext). The moves and other queries of the same
// shape are not guarded.
func (e *Env) validGuard(op *Op) (guard *types.Func, negated bool) {
	name := op.Func.Name()
	// (An interface's methods count as acting: an implementation may.)
	reads := op.Sig.Params().Len() == 0 && op.Sig.Results().Len() > 0 && (!op.SideEffecting || types.IsInterface(op.Recv)) && elemRE.MatchString(name)
	elem, set := strings.CutPrefix(name, "Set")
	if !reads && !(set && op.Sig.Params().Len() == 1 && elemRE.MatchString(elem)) || !e.movesOn(op) {
		return nil, false
	}
	for _, g := range []struct {
		name    string
		negated bool
	}{{"Valid", false}, {"IsValid", false}, {"IsNotEnd", false}, {"NotEnd", false}, {"End", true}, {"IsEnd", true}, {"AtEnd", true}} {
		if f := e.boolMethod(op, g.name); f != nil {
			return f, g.negated
		}
	}
	return nil, false
}

// emptyGuard returns the IsEmpty or Empty method of op's receiver, with
// no parameters and a bool result, when op takes an element from it
// (Pop, Next, Dequeue, Peek, Front, Min) with no way to say there was
// none: no parameter, and no last result of type bool or error. As
// container/heap's Pop, such a take is for a receiver that is not empty,
// whatever the tests show: they take what they put.
func (e *Env) emptyGuard(op *Op) *types.Func {
	if !TakesElement(op) {
		return nil
	}
	for _, name := range []string{"IsEmpty", "Empty"} {
		if f := e.boolMethod(op, name); f != nil {
			return f
		}
	}
	return nil
}

// TakesElement reports whether op takes an element from its receiver
// (Pop, Next, Dequeue, Peek, Front, Min) with no way to say there was
// none: no parameter, and no last result of type bool or error.
func TakesElement(op *Op) bool {
	if op.Func == nil || op.Recv == nil {
		return false
	}
	res := op.Sig.Results()
	if op.Sig.Params().Len() != 0 || res.Len() == 0 || !takeRE.MatchString(op.Func.Name()) {
		return false
	}
	last := res.At(res.Len() - 1).Type()
	return !IsError(last) && !types.Identical(last.Underlying(), types.Typ[types.Bool]) // v, ok := q.Pop(): it says so
}

// takeRE matches the names Go gives to taking an element from a
// container: a queue's, a stack's, a heap's.
var takeRE = regexp.MustCompile(`^(Pop|PopFront|PopBack|Next|Dequeue|Deq|Shift|Take|Peek|PeekFront|PeekBack|Top|Front|Back|First|Last|Min|Max|PopMin|PopMax)$`)

// elemRE matches the names Go gives to what an iterator is at.
var elemRE = regexp.MustCompile(`^(Key|Value|Val|Item|Elem|Element|Entry|Current|Cur|Pair|Node)s?$`)

// anyValueMethods are the methods that any value may be asked for, by fmt
// and the std interfaces: no guard holds them back.
var anyValueMethods = map[string]bool{"String": true, "Error": true, "GoString": true, "Format": true,
	"MarshalJSON": true, "MarshalText": true, "MarshalBinary": true}

// movesOn reports whether op's receiver has a Next or MoveToNext that
// takes nothing: an iterator's move.
func (e *Env) movesOn(op *Op) bool {
	for _, name := range []string{"Next", "MoveToNext"} {
		obj, _, _ := types.LookupFieldOrMethod(op.Recv, true, op.Func.Pkg(), name)
		if fn, ok := obj.(*types.Func); ok && fn.Signature().Params().Len() == 0 {
			return true
		}
	}
	return false
}

// initRE matches the names Go gives to the methods that ready a value
// for its use: a parse, a load, an init, an open, a start, a compile.
var initRE = regexp.MustCompile(`^(Parse|Load|Init|Open|Start|Compile|Connect|Setup|Prepare)([A-Z]\w*|with|from|at|in)?$`)

// CamelWords splits a Go name at its upper-case letters.
func CamelWords(name string) []string {
	var words []string
	start := 0
	for i, r := range name {
		if i > 0 && unicode.IsUpper(r) {
			words = append(words, name[start:i])
			start = i
		}
	}
	return append(words, name[start:])
}

// containsRun reports whether run is a contiguous run of words.
func containsRun(words, run []string) bool {
	for i := 0; i+len(run) <= len(words); i++ {
		if slices.Equal(words[i:i+len(run)], run) {
			return true
		}
	}
	return false
}

// boolMethod returns the method name of op's receiver if it has no
// parameters and one bool result, or nil.
func (e *Env) boolMethod(op *Op, name string) *types.Func {
	obj, _, _ := types.LookupFieldOrMethod(op.Recv, false, op.Func.Pkg(), name)
	g, ok := obj.(*types.Func)
	if !ok {
		return nil
	}
	sig := g.Signature()
	if sig.Params().Len() != 0 || sig.Results().Len() != 1 ||
		!types.Identical(sig.Results().At(0).Type(), types.Typ[types.Bool]) {
		return nil
	}
	return g
}

// Final reports whether the package's tests end the use of a value with
// op (Wait, Shutdown, Release): they call it last and never call another
// method on the value after it. op must change state: a query called
// last in every test (Len, Err) ends nothing.
func (e *Env) Final(op *Op) bool {
	return op.Recv != nil && op.SideEffecting && e.Usage != nil && e.Usage.Final[op.Func.Name()]
}

// makes returns, for each function and method of p, the package's types
// of the composite literals its body builds (return &Sink{...}).
func makes(p *packages.Package) map[*types.Func]map[*types.TypeName]bool {
	m := map[*types.Func]map[*types.TypeName]bool{}
	if p.TypesInfo == nil {
		return m
	}
	for _, f := range p.Syntax {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			fn, ok := p.TypesInfo.Defs[fd.Name].(*types.Func)
			if !ok {
				continue
			}
			ast.Inspect(fd.Body, func(x ast.Node) bool {
				if cl, ok := x.(*ast.CompositeLit); ok {
					if n, ok := p.TypesInfo.TypeOf(cl).(*types.Named); ok && n.Obj().Pkg() == p.Types {
						if m[fn] == nil {
							m[fn] = map[*types.TypeName]bool{}
						}
						m[fn][n.Origin().Obj()] = true
					}
				}
				return true
			})
		}
	}
	return m
}

// stdPath reports whether path is a standard library package's: its
// first element has no dot, as module paths have.
// stdZeroOK reports whether the standard library's type n, with doc,
// has a zero value its users may hold: its doc calls it ready, or says
// what it is ("The zero value of type Time is January 1, year 1"), or
// the type asks it of itself (IsZero).
func stdZeroOK(n *types.Named, doc string) bool {
	if ZeroDenied(doc) {
		return false
	}
	if ZeroDoc(doc) || stdZeroSaidRE.MatchString(doc) {
		return true
	}
	obj, _, _ := types.LookupFieldOrMethod(n, true, n.Obj().Pkg(), "IsZero")
	_, ok := obj.(*types.Func)
	return ok
}

// stdZeroSaidRE finds a doc that says what the zero value is.
var stdZeroSaidRE = regexp.MustCompile(`(?i)\bzero value (of|for) (type |an? |the )?\w+ (is|represents|has|operates)\b|\bthe zero value (is|represents|has|operates)\b`)

// osFacing reports whether the standard library package pkg reaches
// the operating system itself: it is os or syscall, or imports one of
// them (net, os/exec, time's zone files, log's default output). Its
// constructors (os.Create, net.Dial) are no values for a program to
// make, so its types are built as zero values, which fail their first
// call, as before.
func osFacing(pkg *types.Package) bool {
	if pkg.Path() == "os" || pkg.Path() == "syscall" {
		return true
	}
	for _, i := range pkg.Imports() {
		if i.Path() == "os" || i.Path() == "syscall" {
			return true
		}
	}
	return false
}

func stdPath(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	return !strings.Contains(first, ".")
}
