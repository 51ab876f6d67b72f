package typesys

import (
	"go/ast"
	"go/token"
	"go/types"
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// anyMethod in Usage.LiteralMethods: the tests hand a hand-built value
// where any method may be called on it.
const anyMethod = "*"

// A build is a value of a package type that a test writes by hand: a
// composite literal, new(T) or var x T.
type build struct {
	t      string   // the type's name
	zero   bool     // T{}, &T{}, new(T), var x T
	fields []string // the fields T{F: ...} sets, by name
}

// builds records, in one function of a test, the package types whose
// values it builds by hand the way a user of the package could: Usage's
// Zero and Literal. A build counts when it is used as users use a
// value: handed to a call, kept in a field, returned, or called through
// its exported methods. It does not count when the test only asserts
// its type (var impl interface{} = &T{}; impl.(Store)), when it sets
// unexported fields (T{count: 1}, inside the package), or when the test
// then reaches into it (nc.setupServerPool(), c.bw): that is the
// package's own wiring, which no user can write.
//
// At a file's top level (global is set), a variable's uses are in other
// functions: a build bound to one counts unless its name is _.
//
// Variables are told apart by their scopes (two subtests' om are two
// variables; see variable).
//
// qual is how the tests name the package ("" inside it): a call
// assert.Len(t, v, 3) is another package's, whatever its name.
func (u *Usage) builds(body ast.Node, pkg *types.Package, local, global, stub bool, name func(ast.Expr) string, helpers map[string]build, qual string) {
	s := &buildScan{u: u, pkg: pkg, local: local, global: global, stub: stub, body: body, qual: qual, name: name,
		bound: map[any][]build{}, defs: map[*ast.Ident]bool{}, helpers: helpers}
	ast.Inspect(body, func(n ast.Node) bool {
		if kv, ok := n.(*ast.KeyValueExpr); ok {
			if k, ok := kv.Key.(*ast.Ident); ok && expectedName(k.Name) {
				return false // {in: ..., want: &Body{...}}: what a parse should give
			}
		}
		s.scan(n)
		return true
	})
	if len(s.bound) == 0 {
		return
	}
	s.settle(s.uses(body))
}

// A buildScan is builds' state over one function or declaration.
type buildScan struct {
	u             *Usage
	pkg           *types.Package
	local, global bool
	name          func(ast.Expr) string

	// Builds bound to a variable wait for its uses.
	bound map[any][]build
	defs  map[*ast.Ident]bool // the identifiers that bind them
	// asAny are the results returned as an empty interface.
	asAny map[ast.Expr]bool
	// stub: the function is a method of a type of the tests' (a mock).
	stub bool
	body ast.Node // the function's body
	qual string   // how the tests name the package, "" inside it
	// helpers are the test file's functions that only return a build
	// (func builder() *PathBuilder { return &PathBuilder{} }): a call of
	// one is that build.
	helpers map[string]build
}

// buildHelpers finds the functions of a test file whose body is one
// return of a build, taking no arguments: a call of one builds as the
// literal does, and the methods called on its result are those its
// value takes (builder().Root().Child("a")).
func buildHelpers(f *ast.File, pkg *types.Package, local bool, name func(ast.Expr) string) map[string]build {
	hs := map[string]build{}
	s := &buildScan{pkg: pkg, local: local, name: name}
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Recv != nil || fd.Body == nil || len(fd.Body.List) != 1 || fd.Type.Params.NumFields() > 0 {
			continue
		}
		if r, ok := fd.Body.List[0].(*ast.ReturnStmt); ok && len(r.Results) == 1 {
			if b, ok := s.of(r.Results[0]); ok {
				hs[fd.Name.Name] = b
			}
		}
	}
	return hs
}

// of reports the build x is, if any: T{...}, &T{...} or new(T) of a
// package type, not one that sets unexported fields inside the package.
func (s *buildScan) of(x ast.Expr) (build, bool) {
	if un, ok := x.(*ast.UnaryExpr); ok && un.Op == token.AND {
		x = un.X
	}
	switch x := x.(type) {
	case *ast.CompositeLit:
		t := s.name(x.Type)
		if t == "" || s.local && setsUnexported(x, s.pkg, t) {
			return build{}, false
		}
		var fields []string
		for _, e := range x.Elts {
			if kv, ok := e.(*ast.KeyValueExpr); ok {
				if k, ok := kv.Key.(*ast.Ident); ok && !isNilIdent(kv.Value) {
					fields = append(fields, k.Name)
				}
			}
		}
		return build{t: t, zero: len(x.Elts) == 0, fields: fields}, true
	case *ast.CallExpr:
		if id, ok := x.Fun.(*ast.Ident); ok && id.Name == "new" && len(x.Args) == 1 {
			if t := s.name(x.Args[0]); t != "" {
				return build{t: t, zero: true}, true
			}
		}
		if id, ok := x.Fun.(*ast.Ident); ok && len(x.Args) == 0 {
			if b, ok := s.helpers[id.Name]; ok {
				return b, true
			}
		}
	case *ast.ParenExpr:
		return s.of(x.X)
	}
	return build{}, false
}

// expectedName reports whether name, of a variable or a table's field,
// is Go's name for an expected result ("got, want"): want, wantTree,
// Want, expected, golden (not exp, Go's name for an expression too). A value built there is compared with what the
// package made, not handed to it: no evidence of how users build one.
func expectedName(name string) bool {
	if name == "" {
		return false
	}
	name = strings.ToLower(name[:1]) + name[1:] // a table's Want field too
	for _, p := range []string{"want", "expected", "expect", "golden"} {
		if rest, ok := strings.CutPrefix(name, p); ok && (rest == "" || rest == "s" || rest == "ed" || unicode.IsUpper(rune(rest[0])) || rest[0] == '_') {
			return true
		}
	}
	return false
}

// mark counts b (see Usage.markBuild), unless it is a zero value of an
// error type of the package's: a test writes &NoExecError{} as the
// target errors.As fills, which shows no use of the zero value (its
// Error would dereference the Command the package always sets).
func (s *buildScan) mark(b build, methods map[string]bool) {
	if b.zero && s.errorType(b.t) {
		return
	}
	s.u.markBuild(b, methods)
}

// errorIface is the error interface.
var errorIface = types.Universe.Lookup("error").Type().Underlying().(*types.Interface)

// errorType reports whether the package's type named name, or a pointer
// to it, implements error.
func (s *buildScan) errorType(name string) bool {
	if s.pkg == nil {
		return false
	}
	tn, ok := s.pkg.Scope().Lookup(name).(*types.TypeName)
	if !ok {
		return false
	}
	return types.Implements(tn.Type(), errorIface) || types.Implements(types.NewPointer(tn.Type()), errorIface)
}

// markBuild counts b; methods are those the test calls on it, nil when
// it goes where any may be (a field, a call's argument).
func (u *Usage) markBuild(b build, methods map[string]bool) {
	if b.zero {
		u.Zero[b.t] = true
		if methods == nil && u.ZeroPassed != nil {
			u.ZeroPassed[b.t] = true
		}
		if methods != nil {
			u.zeroUses(b.t, methods, false)
		}
		return
	}
	u.Literal[b.t] = true
	u.literalFields(b)
	if u.LiteralMethods == nil {
		u.LiteralMethods = map[string]map[string]bool{}
	}
	ms := u.LiteralMethods[b.t]
	if ms == nil {
		ms = map[string]bool{}
		u.LiteralMethods[b.t] = ms
	}
	if methods == nil {
		ms[anyMethod] = true
	}
	for m := range methods {
		ms[m] = true
	}
}

// literalFields narrows the fields every literal of b's type sets to
// those b sets too.
func (u *Usage) literalFields(b build) {
	if u.Required == nil {
		u.Required = map[string][]string{}
	}
	req, seen := u.Required[b.t]
	if !seen {
		u.Required[b.t] = slices.Clone(b.fields)
		if u.Required[b.t] == nil {
			u.Required[b.t] = []string{}
		}
		return
	}
	u.Required[b.t] = slices.DeleteFunc(req, func(f string) bool { return !slices.Contains(b.fields, f) })
}

// isNilIdent reports whether x is the identifier nil.
func isNilIdent(x ast.Expr) bool {
	id, ok := x.(*ast.Ident)
	return ok && id.Name == "nil"
}

// bind binds b to the variable id: at top level it counts at once,
// elsewhere it waits for the variable's uses.
func (s *buildScan) bind(id *ast.Ident, b build) {
	if expectedName(id.Name) {
		return // want := &Word{Parts: ps}: compared with a result, not used
	}
	if s.global && id.Name != "_" {
		s.anywhere(b)
	} else if id.Name != "_" {
		s.bound[s.variable(id)] = append(s.bound[s.variable(id)], b)
		s.defs[id] = true
	}
}

// scan finds the builds in n: bound to a variable, kept in a field or
// an element, or returned.
func (s *buildScan) scan(n ast.Node) {
	switch n := n.(type) {
	case *ast.AssignStmt:
		s.assign(n)
	case *ast.ValueSpec:
		s.valueSpec(n)
	case *ast.CompositeLit:
		s.fields(n)
	case *ast.FuncLit:
		s.returnsAny(n.Type, n.Body)
	case *ast.FuncDecl:
		s.returnsAny(n.Type, n.Body)
	case *ast.CallExpr:
		// (&T{}).M() or builder().M(): M is what the fresh value takes.
		if sel, ok := n.Fun.(*ast.SelectorExpr); ok {
			if b, ok := s.of(sel.X); ok {
				s.mark(b, map[string]bool{sel.Sel.Name: true})
			}
		}
	case *ast.ReturnStmt:
		for _, x := range n.Results {
			if b, ok := s.of(x); ok {
				switch {
				case s.asAny[x]:
					s.mark(b, decodeSet)
				case s.stub && b.zero && !s.inLit(n):
					// A method of the tests' own type (a mock's NewStream)
					// answers with a placeholder the test compares: no
					// method of it is shown working on the zero value.
					s.u.placedZero[b.t] = true
					s.mark(b, map[string]bool{})
				default:
					s.anywhere(b) // where any method may be called
				}
			}
		}
	}
	if c, ok := n.(*ast.CallExpr); ok && s.opCall(c) {
		// pkg.F(&T{}): the operations the tests hand a build to.
		for _, a := range c.Args {
			if b, ok := s.of(a); ok {
				s.u.handed(b.t, calleeName(c))
			}
		}
	}
}

// inLit reports whether the return r is inside a function literal of
// the body scanned: its answer is the literal's, not the method's.
func (s *buildScan) inLit(r *ast.ReturnStmt) bool {
	found := false
	ast.Inspect(s.body, func(n ast.Node) bool {
		if lit, ok := n.(*ast.FuncLit); ok && !found {
			ast.Inspect(lit.Body, func(m ast.Node) bool {
				found = found || m == ast.Node(r)
				return !found
			})
			return false
		}
		return !found
	})
	return found
}

// opCall reports whether c calls one of the package's operations, by
// name: not a function of another package the tests import (assert.Len,
// require.Equal), whose name is no identifier the tests declare.
func (s *buildScan) opCall(c *ast.CallExpr) bool {
	if sel, ok := c.Fun.(*ast.SelectorExpr); ok {
		//lint:ignore SA1019 syntactic scopes are what a parsed test file has
		if id, ok := sel.X.(*ast.Ident); ok && id.Obj == nil && id.Name != s.qual {
			return false
		}
	}
	return s.u.ops[calleeName(c)]
}

// anywhere counts b gone where any method may be called on it, and
// anything may take it (a field, an element, a result).
func (s *buildScan) anywhere(b build) {
	s.mark(b, nil)
	if !(b.zero && s.errorType(b.t)) {
		s.u.handed(b.t, anyMethod)
	}
}

// handed records that the tests hand a value of the type named t they
// built by hand to the operations named ops (anyMethod: anywhere).
func (u *Usage) handed(t string, ops ...string) {
	if u.BuiltTo == nil {
		u.BuiltTo = map[string]map[string]bool{}
	}
	if u.BuiltTo[t] == nil {
		u.BuiltTo[t] = map[string]bool{}
	}
	for _, op := range ops {
		u.BuiltTo[t][op] = true
	}
}

// decodeSet is decodeMethods as a set.
var decodeSet = func() map[string]bool {
	m := map[string]bool{}
	for _, d := range decodeMethods {
		m[d] = true
	}
	return m
}()

// returnsAny notes the results of the function (of type ft, with body)
// if it returns one empty interface: a factory of targets
// (func() any { return &T{} }) hands its value to code that reaches it by
// reflection, a decoder's Unmarshal, not through its methods.
func (s *buildScan) returnsAny(ft *ast.FuncType, body *ast.BlockStmt) {
	if body == nil || ft.Results == nil || len(ft.Results.List) != 1 || len(ft.Results.List[0].Names) > 1 || !emptyIface(ft.Results.List[0].Type) {
		return
	}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false // its returns are its own
		case *ast.ReturnStmt:
			if len(n.Results) == 1 {
				if s.asAny == nil {
					s.asAny = map[ast.Expr]bool{}
				}
				s.asAny[n.Results[0]] = true
			}
		}
		return true
	})
}

// emptyIface reports whether x spells the empty interface: any or
// interface{}.
func emptyIface(x ast.Expr) bool {
	switch x := x.(type) {
	case *ast.Ident:
		return x.Name == "any"
	case *ast.InterfaceType:
		return x.Methods == nil || len(x.Methods.List) == 0
	}
	return false
}

// assign finds the builds an assignment binds or keeps.
func (s *buildScan) assign(n *ast.AssignStmt) {
	for i, x := range n.Rhs {
		b, ok := s.of(x)
		if !ok {
			continue
		}
		switch l := n.Lhs[min(i, len(n.Lhs)-1)].(type) {
		case *ast.Ident:
			if len(n.Lhs) == len(n.Rhs) {
				s.bind(l, b)
			}
		case *ast.SelectorExpr:
			if !s.local || ast.IsExported(l.Sel.Name) {
				s.anywhere(b) // kept in a field
			} // r.nc = &Conn{}: wiring the package's insides
		default:
			s.anywhere(b) // kept in an element
		}
	}
}

// valueSpec finds the builds a var declaration binds, its zero values
// included.
func (s *buildScan) valueSpec(n *ast.ValueSpec) {
	for i, id := range n.Names {
		if i < len(n.Values) {
			if b, ok := s.of(n.Values[i]); ok {
				s.bind(id, b)
			}
		} else if _, ptr := n.Type.(*ast.StarExpr); n.Type != nil && !ptr {
			// var c Cache is a zero Cache; var c *Cache a nil pointer.
			if t := s.name(n.Type); t != "" {
				s.bind(id, build{t: t, zero: true})
			}
		}
	}
}

// fields finds the builds kept in the fields of the composite literal n.
func (s *buildScan) fields(n *ast.CompositeLit) {
	// A field of a package type: T{next: &T{}} wires its insides
	// unless the field is exported.
	wiring := s.local && (s.name(n.Type) != "" || pkgType(n.Type, s.pkg))
	for _, e := range n.Elts {
		kv, ok := e.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		if k, ok := kv.Key.(*ast.Ident); ok && wiring && !ast.IsExported(k.Name) {
			continue
		}
		if b, ok := s.of(kv.Value); ok {
			if b.zero && s.pkgLit(n) {
				s.u.placedZero[b.t] = true
				s.mark(b, map[string]bool{}) // see pkgLit
			} else {
				s.anywhere(b)
			}
		}
	}
}

// pkgLit reports whether n is a composite literal of one of the
// package's types. A zero value placed in a field of one is a fixture's
// placeholder (Response{Ctx: &Context{}}), which shows no method of it
// working on the zero value; one in a row of the test's own table goes
// where any method may be called.
func (s *buildScan) pkgLit(n ast.Node) bool {
	c, ok := n.(*ast.CompositeLit)
	return ok && c.Type != nil && (s.name(c.Type) != "" || pkgType(c.Type, s.pkg))
}

// boundUses is how a test uses its variables that hold builds, by
// variable name.
type boundUses struct {
	used     map[any]bool             // used as users use a value
	internal map[any]bool             // reached into: an unexported field or method
	passed   map[any]bool             // gone where any method may be called on it
	arg      map[any]bool             // handed to a call, or its address is
	to       map[any]map[string]bool  // the package's operations it is handed to (see Usage.BuiltTo)
	isOp     func(*ast.CallExpr) bool // reports whether a call is of one of the package's operations
	calls    map[any]map[string]bool  // the methods called on it while it was zero
	filled   map[any]bool             // decoded into: no zero value after that
	placed   map[any]bool             // kept in a field of a literal of the package's (see pkgLit)
	// declared: assigned (=) before any use. var tree Tree; tree = New()
	// declares a variable that a later statement fills: its zero value
	// is never used.
	declared map[any]bool
}

// fillRE matches the methods that fill their receiver from an encoding
// (UnmarshalJSON, UnmarshalCedar, Scan, ReadFrom): a zero value the tests
// decode into is no zero value for the methods called after. A Parse or
// a Decode of a zero value uses it (var p Parser; p.Parse(src)).
var fillRE = regexp.MustCompile(`^(Unmarshal|GobDecode$|Scan$|ReadFrom$)`)

// uses walks body again for the uses of the variables that hold builds.
func (s *buildScan) uses(body ast.Node) *boundUses {
	bu := &boundUses{
		used: map[any]bool{}, internal: map[any]bool{}, passed: map[any]bool{}, arg: map[any]bool{},
		calls: map[any]map[string]bool{}, filled: map[any]bool{}, declared: map[any]bool{}, placed: map[any]bool{},
		to: map[any]map[string]bool{}, isOp: s.opCall,
	}
	var stack []ast.Node
	ast.Inspect(body, func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return true
		}
		parent := ast.Node(nil)
		if len(stack) > 0 {
			parent = stack[len(stack)-1]
		}
		stack = append(stack, n)
		id, ok := n.(*ast.Ident)
		if !ok || s.bound[s.variable(id)] == nil || s.defs[id] {
			return true
		}
		if kv, ok := parent.(*ast.KeyValueExpr); ok && kv.Value == ast.Expr(id) && s.local {
			if k, ok := kv.Key.(*ast.Ident); ok && !ast.IsExported(k.Name) {
				bu.internal[s.variable(id)] = true // &context{echo: e}: wired into the package's insides
				return true
			}
		}
		grand := ast.Node(nil)
		if len(stack) >= 3 {
			grand = stack[len(stack)-3]
		}
		if kv, ok := parent.(*ast.KeyValueExpr); ok && kv.Value == ast.Expr(id) && s.pkgLit(grand) {
			bu.used[s.variable(id)], bu.placed[s.variable(id)] = true, true // see placed
			return true
		}
		bu.note(s.variable(id), id, parent, grand)
		return true
	})
	return bu
}

// note records one use of the variable v, spelled id, read by its parent node and
// the parent's parent.
func (bu *boundUses) note(v any, id *ast.Ident, parent, grand ast.Node) {
	if bu.filled[v] {
		// Decoded into: what follows is a decoded value's use, no zero
		// value's (ps.Add("p0", &policy) after policy.UnmarshalJSON).
		if p, ok := parent.(*ast.SelectorExpr); ok && p.X == id && !ast.IsExported(p.Sel.Name) {
			bu.internal[v] = true
		}
		bu.used[v] = true
		return
	}
	switch p := parent.(type) {
	case *ast.SelectorExpr:
		if p.X != id {
			return
		}
		if c, ok := grand.(*ast.CallExpr); ok && c.Fun == p {
			if bu.calls[v] == nil {
				bu.calls[v] = map[string]bool{}
			}
			bu.calls[v][p.Sel.Name] = true
			bu.filled[v] = fillRE.MatchString(p.Sel.Name)
		} // else a field read or set, or a method of the decoded value
		if ast.IsExported(p.Sel.Name) {
			bu.used[v] = true
		} else {
			bu.internal[v] = true
		}
	case *ast.TypeAssertExpr, *ast.TypeSwitchStmt:
		// Only its type is asked.
	case *ast.AssignStmt:
		for _, l := range p.Lhs {
			if l == id {
				// Assigned again: what follows is another value's use.
				if p.Tok == token.ASSIGN && !bu.used[v] && !bu.arg[v] && !bu.internal[v] {
					bu.declared[v] = true
				}
				bu.filled[v] = true
				return
			}
		}
		bu.used[v] = true
		bu.passed[v] = true
	case *ast.UnaryExpr: // &v handed to a call
		if c, ok := grand.(*ast.CallExpr); ok && p.Op == token.AND && slices.Contains(c.Args, ast.Expr(p)) {
			bu.arg[v] = true
			if codecCallRE.MatchString(calleeName(c)) {
				bu.used[v], bu.filled[v] = true, true
				return // json.Unmarshal(b, &v) fills v: no method of v is called
			}
			if bu.handedTo(v, c) {
				return
			}
		}
		bu.used[v] = true
		bu.passed[v] = true
	case *ast.CallExpr:
		if slices.Contains(p.Args, ast.Expr(id)) {
			bu.arg[v] = true
			if printCallRE.MatchString(calleeName(p)) && printer(p) || codecCallRE.MatchString(calleeName(p)) {
				bu.used[v] = true
				// dec.Decode(v) fills v, as json.Unmarshal(b, &v) does
				// (a decoder takes a pointer): what follows is the decoded
				// value's use.
				bu.filled[v] = bu.filled[v] || fillCallRE.MatchString(calleeName(p))
				return // t.Errorf("got %v", v) prints it, json.Marshal(v) encodes it: they call String or MarshalJSON at most
			}
			if bu.handedTo(v, p) {
				return
			}
		}
		bu.used[v] = true
		bu.passed[v] = true
	default:
		bu.used[v] = true
		bu.passed[v] = true
	}
}

// handedTo records v handed to c, if c calls an operation of the
// package's: it is used, but what the operation does with it is the
// package's, no method the tests call on it.
func (bu *boundUses) handedTo(v any, c *ast.CallExpr) bool {
	name := calleeName(c)
	if !bu.isOp(c) {
		return false
	}
	if bu.to[v] == nil {
		bu.to[v] = map[string]bool{}
	}
	bu.to[v][name] = true
	bu.used[v] = true
	return true
}

// settle counts the bound builds by their variables' uses: the zero
// values' methods, and each build of a variable used as users use one.
func (s *buildScan) settle(bu *boundUses) {
	for v, bs := range s.bound {
		if bu.declared[v] {
			// Only a declaration: the zero value was never used.
			bs = slices.DeleteFunc(slices.Clone(bs), func(b build) bool { return b.zero })
		}
		for _, b := range bs {
			if b.zero && !s.errorType(b.t) {
				s.u.zeroUses(b.t, bu.calls[v], bu.arg[v])
			}
		}
		if bu.used[v] && !bu.internal[v] {
			ms := bu.calls[v]
			if ms == nil {
				ms = map[string]bool{}
			}
			if bu.passed[v] {
				ms = nil
			}
			for _, b := range bs {
				if !(b.zero && s.errorType(b.t)) {
					for op := range bu.to[v] {
						s.u.handed(b.t, op)
					}
					if bu.passed[v] || bu.placed[v] {
						s.u.handed(b.t, anyMethod)
					}
				}
				if b.zero && len(bu.to[v]) > 0 {
					// A zero value handed to an operation is one its
					// functions take (Usage.ZeroPassed), as before.
					s.mark(b, nil)
					continue
				}
				if bu.placed[v] && ms != nil && !b.zero {
					s.mark(b, nil) // a literal that sets fields: see pkgLit
					continue
				}
				if bu.placed[v] && ms != nil && b.zero {
					s.u.placedZero[b.t] = true
				}
				s.mark(b, ms)
			}
		}
	}
}

// codecCallRE matches the functions that encode a value or fill one
// handed by its address, by reflection (json.Marshal(v),
// json.Unmarshal(b, &v), dec.Decode(&v), rows.Scan(&v),
// binary.Read(r, order, &v), fmt.Sscan(s, &v)), which call none of its
// methods but their own.
var codecCallRE = regexp.MustCompile(`^(Marshal\w*|Encode)$|` + fillCallRE.String())

// fillCallRE matches the codec functions that fill the value they are
// handed (Decode, Unmarshal, Scan, Read), not those that encode it.
var fillCallRE = regexp.MustCompile(`^(Unmarshal\w*|Decode|Scan|Sscan\w*|Fscan\w*|Read)$`)

// printCallRE matches the functions of fmt, log and testing that print
// their arguments.
var printCallRE = regexp.MustCompile(`^(Errorf|Error|Fatalf|Fatal|Logf|Log|Skipf|Skip|Printf|Println|Print|Sprintf|Sprintln|Sprint|Fprintf|Fprintln|Fprint|Panicf)$`)

// printer reports whether c calls a printing function of testing, fmt
// or log (t.Errorf, fmt.Sprint, log.Printf), not a method of the
// package's own that has such a name (a logger's Print).
func printer(c *ast.CallExpr) bool {
	sel, ok := c.Fun.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	id, ok := sel.X.(*ast.Ident)
	return ok && (id.Name == "t" || id.Name == "b" || id.Name == "tb" || id.Name == "f" || id.Name == "fmt" || id.Name == "log")
}

// calleeName is the name of the function or method c calls, "" for
// another expression.
func calleeName(c *ast.CallExpr) string {
	switch f := c.Fun.(type) {
	case *ast.Ident:
		return f.Name
	case *ast.SelectorExpr:
		return f.Sel.Name
	}
	return ""
}

// setsUnexported reports whether the composite literal lit of the
// package type named t sets an unexported field: by key (T{count: 1}),
// or by position in a struct that has one.
func setsUnexported(lit *ast.CompositeLit, pkg *types.Package, t string) bool {
	var st *types.Struct
	if pkg != nil {
		if tn, ok := pkg.Scope().Lookup(t).(*types.TypeName); ok {
			st, _ = tn.Type().Underlying().(*types.Struct)
		}
	}
	if st == nil && pkg != nil {
		return false // a map or a slice: its keys are values
	}
	for _, e := range lit.Elts {
		kv, ok := e.(*ast.KeyValueExpr)
		if !ok {
			if st == nil {
				return false
			}
			for i := 0; i < st.NumFields(); i++ {
				if !st.Field(i).Exported() {
					return true
				}
			}
			return false
		}
		if k, ok := kv.Key.(*ast.Ident); ok && !ast.IsExported(k.Name) {
			return true
		}
	}
	return false
}

// pkgType reports whether x names a type the package declares (in its
// own tests, unexported ones too), not one of the tests'.
func pkgType(x ast.Expr, pkg *types.Package) bool {
	if u, ok := x.(*ast.StarExpr); ok {
		x = u.X
	}
	id, ok := x.(*ast.Ident)
	if !ok || pkg == nil {
		return false
	}
	_, ok = pkg.Scope().Lookup(id.Name).(*types.TypeName)
	return ok
}

// zeroUses records, for a zero value of the type named t that a test
// keeps in a variable, the methods the test calls on it (exported or
// not), and the decoders' methods when it hands the variable to a call
// (json.Unmarshal(b, &v)): Usage.ZeroMethods.
func (u *Usage) zeroUses(t string, calls map[string]bool, arg bool) {
	if len(calls) == 0 && !arg {
		return
	}
	if u.ZeroMethods == nil {
		u.ZeroMethods = map[string]map[string]bool{}
	}
	ms := u.ZeroMethods[t]
	if ms == nil {
		ms = map[string]bool{}
		u.ZeroMethods[t] = ms
	}
	for m := range calls {
		ms[m] = true
	}
	if arg {
		for _, m := range decodeMethods {
			ms[m] = true
		}
	}
}

// variable is what tells the variable id apart: the parser's resolution
// of the file's scopes (the tests are parsed, not type-checked), or else
// its name.
func (s *buildScan) variable(id *ast.Ident) any {
	if id.Obj != nil { //lint:ignore SA1019 syntactic scopes are what a parsed test file has
		return id.Obj
	}
	return id.Name
}
