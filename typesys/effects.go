package typesys

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"strings"
	"sync"

	"golang.org/x/tools/go/types/typeutil"
)

// Effect says what calling a function may do to state its caller can see.
// The order matters: a function's effect is the greatest of its own and
// its callees'.
type Effect uint8

const (
	// Pure functions only read.
	Pure Effect = iota
	// Unknown functions call code hogen cannot see into: a func value, an
	// interface method of another package, a function of a package that is
	// not known to be pure.
	Unknown
	// Impure functions write state that outlives the call: the receiver,
	// memory reached through a parameter, a package variable; or send on a
	// channel, start a goroutine, print, or call something impure.
	Impure
)

func (e Effect) String() string {
	switch e {
	case Pure:
		return "pure"
	case Unknown:
		return "unknown"
	}
	return "impure"
}

// Why is an effect with its first cause.
type Why struct {
	Effect Effect
	Reason string    // "writes s.items", "calls Pop, which writes s.tos"
	Pos    token.Pos // where, when the cause is in the package
}

// Effects is the result of the impurity analysis of one package: a
// syntactic, flow-insensitive analysis, interprocedural within the package.
type Effects struct {
	pkg   *types.Package
	info  *types.Info
	funcs map[*types.Func]*fnEffect
	// generated are the functions of files a generator wrote ("Code
	// generated ... DO NOT EDIT.", go.dev/s/generatedcode).
	generated map[*types.Func]bool
	order     []*types.Func // funcs in source order, so reasons are stable
	// impls maps an interface method of the package to the concrete methods
	// of the package's types that implement it.
	impls    map[*types.Func][]*types.Func
	visiting map[*types.Func]bool
	// through are the package's interface methods that its own code
	// calls on a value of the interface; engine the concrete methods
	// that implement one of them (see EngineCalled).
	through, engine map[*types.Func]bool
	// bodies, once UseSource is called, reads other packages' bodies.
	bodies *bodies
	// openers are the methods that make the channels other methods
	// close (see ChanOpener), computed once.
	openers     map[*types.Func]*types.Func
	openersOnce sync.Once
	// wired are the func fields the package sets to what a call
	// returns (see CallWired), computed once.
	wired     map[*types.Var]bool
	wiredOnce sync.Once
}

type fnEffect struct {
	decl    *ast.FuncDecl
	why     Why
	callees []callSite
}

type callSite struct {
	fn  *types.Func
	pos token.Pos
}

// AnalyzeEffects computes the effect of every function and method declared
// in files. With fset (the one the package and its imports were loaded
// with), the bodies of other packages' functions are read too; nil
// judges them by their packages and names only.
func AnalyzeEffects(fset *token.FileSet, pkg *types.Package, files []*ast.File, info *types.Info) *Effects {
	e := &Effects{pkg: pkg, info: info, funcs: map[*types.Func]*fnEffect{}}
	e.UseSource(fset)
	e.generated = map[*types.Func]bool{}
	for _, f := range files {
		generated := ast.IsGenerated(f)
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok {
				continue
			}
			fn, _ := info.Defs[fd.Name].(*types.Func)
			if fn == nil {
				continue
			}
			e.funcs[fn] = e.direct(fd)
			e.order = append(e.order, fn)
			if generated && fd.Recv != nil {
				// Methods only: a generated parser's Parse may be the
				// package's very entry point.
				e.generated[fn] = true
			}
		}
	}
	e.impls = implementations(pkg)
	e.through, e.engine = map[*types.Func]bool{}, map[*types.Func]bool{}
	if info != nil {
		for _, sel := range info.Selections {
			if m, ok := sel.Obj().(*types.Func); ok && sel.Kind() == types.MethodVal && types.IsInterface(sel.Recv()) && m.Pkg() == pkg {
				if _, known := e.impls[m]; known {
					e.through[m] = true
				}
			}
		}
	}
	for m, fs := range e.impls {
		if e.through[m] {
			for _, f := range fs {
				e.engine[f] = true
			}
		}
	}
	e.propagate()
	return e
}

// EngineCalled reports whether fn is a method of the package's own
// interface that the package's code calls through it (a lexer's call of
// Emitter.Emit on each rule's emitter), or a method of the package's
// that implements one: the package calls it, with the arguments its own
// code makes (a match, whose group 0 is the whole match).
func (e *Effects) EngineCalled(fn *types.Func) bool {
	return e.through[fn] || e.engine[fn]
}

// Of returns the effect of calling fn. For an interface method it is the
// greatest effect of the package's implementations, and Impure when the
// method's name says it changes state.
func (e *Effects) Of(fn *types.Func) Why {
	fn = fn.Origin()
	if fe, ok := e.funcs[fn]; ok {
		return fe.why
	}
	if isInterfaceMethod(fn) {
		return e.interfaceMethod(fn)
	}
	return e.external(fn)
}

// external judges a function of another package: by what is known of its
// package, then by its body where its source can be read, then by its
// name.
func (e *Effects) external(fn *types.Func) Why {
	w := external(fn)
	if w.Effect == Pure || e.bodies == nil || fn.Pkg() == nil {
		return w
	}
	if bw, ok := e.bodies.effect(fn); ok {
		return bw
	}
	return w
}

// SideEffecting reports whether the generator should treat fn as an
// operation that changes state: it returns nothing, its name is
// imperative, or the analysis does not find it pure.
func (e *Effects) SideEffecting(fn *types.Func) bool {
	sig := fn.Type().(*types.Signature)
	return sig.Results().Len() == 0 || ImperativeName(fn.Name()) || e.Of(fn).Effect != Pure
}

// Implementations are the package's concrete methods that implement
// the interface method m of the package (see implementations).
func (e *Effects) Implementations(m *types.Func) []*types.Func { return e.impls[m] }

// ParamName is the name of fn's parameter i, or, for a method of an
// interface of the package that leaves it unnamed (CharAt(int)), the
// name the package's implementations agree on (CharAt(idx int)); "" when
// there is none.
func (e *Effects) ParamName(fn *types.Func, i int) string {
	sig := fn.Type().(*types.Signature)
	if name := sig.Params().At(i).Name(); name != "" && name != "_" {
		return name
	}
	name := ""
	for _, m := range e.Implementations(fn) {
		ps := m.Type().(*types.Signature).Params()
		if i >= ps.Len() || ps.At(i).Name() == "" || name != "" && ps.At(i).Name() != name {
			return ""
		}
		name = ps.At(i).Name()
	}
	return name
}

// interfaceMethod judges an interface method by the package's
// implementations of it; with none to read, by its name.
func (e *Effects) interfaceMethod(fn *types.Func) Why {
	impls, known := e.impls[fn]
	if !known && fn.Pkg() != e.pkg {
		return external(fn)
	}
	if e.visiting[fn] {
		return Why{Effect: Pure} // a cycle adds nothing
	}
	if e.visiting == nil {
		e.visiting = map[*types.Func]bool{}
	}
	e.visiting[fn] = true
	defer delete(e.visiting, fn)
	if len(impls) == 0 {
		if ImperativeName(fn.Name()) {
			return Why{Effect: Impure, Reason: "changes state, as its name says", Pos: fn.Pos()}
		}
		return Why{Effect: Unknown, Reason: "has no implementation in " + e.pkg.Name()}
	}
	best := Why{Effect: Pure}
	for _, m := range impls {
		if w := e.Of(m); w.Effect > best.Effect {
			best = Why{Effect: w.Effect, Reason: fmt.Sprintf("is implemented by %s, which %s", FuncName(m), strip(w.Reason)), Pos: w.Pos}
		}
	}
	return best
}

// propagate raises each function's effect to the greatest of its callees'
// until nothing changes.
func (e *Effects) propagate() {
	for changed := true; changed; {
		changed = false
		for _, fn := range e.order {
			fe := e.funcs[fn]
			for _, c := range fe.callees {
				var w Why
				if ce, ok := e.funcs[c.fn]; ok {
					w = ce.why
				} else if isInterfaceMethod(c.fn) {
					w = e.interfaceMethod(c.fn)
				} else {
					continue // external effects were counted directly
				}
				if w.Effect > fe.why.Effect {
					fe.why = Why{Effect: w.Effect, Reason: fmt.Sprintf("calls %s, which %s", FuncName(c.fn), strip(w.Reason)), Pos: c.pos}
					changed = true
				}
			}
		}
	}
}

// strip drops a leading "calls X, which " chain beyond one level so reasons
// stay short.
func strip(reason string) string {
	if i := strings.LastIndex(reason, ", which "); i >= 0 {
		return reason[i+len(", which "):]
	}
	return reason
}

// direct computes the effect of fd's own statements and collects the calls
// into the package whose effects come later.
func (e *Effects) direct(fd *ast.FuncDecl) *fnEffect {
	fe := &fnEffect{decl: fd}
	if fd.Body == nil {
		fe.why = Why{Effect: Unknown, Reason: "has no Go body"}
		return fe
	}
	fresh := freshLocals(fd, e.info)
	raise := func(eff Effect, pos token.Pos, format string, args ...any) {
		if eff > fe.why.Effect {
			fe.why = Why{Effect: eff, Reason: fmt.Sprintf(format, args...), Pos: pos}
		}
	}
	write := func(lhs ast.Expr) {
		if why, bad := e.writes(fd, lhs, fresh); bad {
			raise(Impure, lhs.Pos(), "%s", why)
		}
	}
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			if n.Tok != token.DEFINE {
				for _, l := range n.Lhs {
					write(l)
				}
			}
		case *ast.IncDecStmt:
			write(n.X)
		case *ast.RangeStmt:
			if n.Tok == token.ASSIGN {
				if n.Key != nil {
					write(n.Key)
				}
				if n.Value != nil {
					write(n.Value)
				}
			}
		case *ast.SendStmt:
			raise(Impure, n.Pos(), "sends on a channel")
		case *ast.GoStmt:
			raise(Impure, n.Pos(), "starts a goroutine")
		case *ast.CallExpr:
			e.call(n, fe, write, raise)
		}
		return true
	})
	return fe
}

func (e *Effects) call(call *ast.CallExpr, fe *fnEffect, write func(ast.Expr), raise func(Effect, token.Pos, string, ...any)) {
	if tv, ok := e.info.Types[call.Fun]; ok && tv.IsType() {
		return // conversion
	}
	switch callee := typeutil.Callee(e.info, call).(type) {
	case *types.Builtin:
		switch callee.Name() {
		case "delete", "clear":
			if len(call.Args) > 0 {
				write(call.Args[0])
			}
		case "copy":
			if len(call.Args) > 0 {
				write(&ast.IndexExpr{X: call.Args[0], Index: &ast.BasicLit{Kind: token.INT, Value: "0"}})
			}
		case "close":
			raise(Impure, call.Pos(), "closes a channel")
		case "print", "println":
			raise(Impure, call.Pos(), "prints")
		}
	case *types.Func:
		callee = callee.Origin()
		if callee.Pkg() == e.pkg { // resolved when the whole package is read

			fe.callees = append(fe.callees, callSite{fn: callee, pos: call.Pos()})
			return
		}
		if w := e.external(callee); w.Effect > Pure {
			raise(w.Effect, call.Pos(), "calls %s, which %s", FuncName(callee), w.Reason)
		}
	case *types.Var:
		raise(Unknown, call.Pos(), "calls the func value %s", callee.Name())
	default:
		raise(Unknown, call.Pos(), "calls a func value")
	}
}

// writes reports whether assigning to lhs changes state outside the
// function, and says what.
func (e *Effects) writes(fd *ast.FuncDecl, lhs ast.Expr, fresh map[types.Object]bool) (string, bool) {
	indirect := false
	x := lhs
	for {
		switch v := x.(type) {
		case *ast.ParenExpr:
			x = v.X
			continue
		case *ast.StarExpr:
			indirect = true
			x = v.X
			continue
		case *ast.IndexExpr:
			if t := e.info.TypeOf(v.X); t != nil {
				switch t.Underlying().(type) {
				case *types.Array:
				default: // slice, map, pointer to array: shared memory
					indirect = true
				}
			}
			x = v.X
			continue
		case *ast.SelectorExpr:
			if sel, ok := e.info.Selections[v]; ok && sel.Kind() == types.FieldVal {
				if sel.Indirect() {
					indirect = true
				} else if _, ok := e.info.TypeOf(v.X).Underlying().(*types.Pointer); ok {
					indirect = true
				}
				x = v.X
				continue
			}
			// A qualified identifier: another package's variable.
			if obj, ok := e.info.Uses[v.Sel].(*types.Var); ok {
				return fmt.Sprintf("writes the package variable %s.%s", obj.Pkg().Name(), obj.Name()), true
			}
			return "writes " + types.ExprString(lhs), true
		case *ast.Ident:
			if v.Name == "_" {
				return "", false
			}
			obj, _ := e.info.Uses[v].(*types.Var)
			if obj == nil {
				obj, _ = e.info.Defs[v].(*types.Var)
			}
			if obj == nil {
				return "", false
			}
			if obj.Parent() != nil && obj.Parent() == obj.Pkg().Scope() {
				return "writes the package variable " + obj.Name(), true
			}
			if !indirect || fresh[obj] {
				return "", false // a local, or memory the function made
			}
			return "writes " + types.ExprString(lhs), true
		default:
			return "writes " + types.ExprString(lhs), true
		}
	}
}

// freshLocals finds the local variables of fd that only ever hold memory fd
// allocated itself (composite literals, new, make): writing through them
// changes nothing the caller can see until they escape.
func freshLocals(fd *ast.FuncDecl, info *types.Info) map[types.Object]bool {
	fresh := map[types.Object]bool{}
	spoiled := map[types.Object]bool{}
	note := func(id *ast.Ident, rhs ast.Expr) {
		obj := info.ObjectOf(id)
		if obj == nil {
			return
		}
		if rhs != nil && isAllocation(rhs, info) {
			fresh[obj] = true
		} else {
			spoiled[obj] = true
		}
	}
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			if len(n.Lhs) == len(n.Rhs) {
				for i, l := range n.Lhs {
					if id, ok := l.(*ast.Ident); ok {
						note(id, n.Rhs[i])
					}
				}
			} else {
				for _, l := range n.Lhs {
					if id, ok := l.(*ast.Ident); ok {
						note(id, nil)
					}
				}
			}
		case *ast.ValueSpec:
			for i, id := range n.Names {
				if i < len(n.Values) {
					note(id, n.Values[i])
				} else {
					spoiled[info.ObjectOf(id)] = true
				}
			}
		}
		return true
	})
	for o := range spoiled {
		delete(fresh, o)
	}
	return fresh
}

func isAllocation(e ast.Expr, info *types.Info) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.CompositeLit:
		return true
	case *ast.UnaryExpr:
		_, ok := ast.Unparen(e.X).(*ast.CompositeLit)
		return e.Op == token.AND && ok
	case *ast.CallExpr:
		if b, ok := typeutil.Callee(info, e).(*types.Builtin); ok {
			return b.Name() == "new" || b.Name() == "make"
		}
	}
	return false
}

// implementations maps each method of each interface declared in pkg to
// the methods of the package's concrete types that implement it.
func implementations(pkg *types.Package) map[*types.Func][]*types.Func {
	out := map[*types.Func][]*types.Func{}
	scope := pkg.Scope()
	var ifaces []*types.Named
	var concrete []types.Type
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() {
			continue
		}
		named, ok := tn.Type().(*types.Named)
		if !ok {
			continue
		}
		if types.IsInterface(named) {
			ifaces = append(ifaces, named)
		} else if named.TypeParams().Len() == 0 {
			concrete = append(concrete, named, types.NewPointer(named))
		}
	}
	for _, it := range ifaces {
		iface := it.Underlying().(*types.Interface)
		for i := 0; i < iface.NumMethods(); i++ {
			out[iface.Method(i)] = nil // known, even with no implementation
		}
		if it.TypeParams().Len() > 0 {
			continue
		}
		for _, t := range concrete {
			if !types.Implements(t, iface) {
				continue
			}
			for i := 0; i < iface.NumMethods(); i++ {
				m := iface.Method(i)
				obj, _, _ := types.LookupFieldOrMethod(t, true, m.Pkg(), m.Name())
				// A method promoted from an embedded interface is that
				// interface's method, not an implementation to read.
				if f, ok := obj.(*types.Func); ok && !isInterfaceMethod(f) && !containsFunc(out[m], f) {
					out[m] = append(out[m], f)
				}
			}
		}
	}
	return out
}

func containsFunc(fs []*types.Func, f *types.Func) bool {
	for _, g := range fs {
		if g == f {
			return true
		}
	}
	return false
}

func isInterfaceMethod(fn *types.Func) bool {
	sig, ok := fn.Type().(*types.Signature)
	return ok && sig.Recv() != nil && types.IsInterface(sig.Recv().Type())
}

// FuncName is fn's name with its receiver type or package, as people
// write it: (*Stack).Push, Stack.Len, strings.Cut.
func FuncName(fn *types.Func) string {
	sig := fn.Type().(*types.Signature)
	if sig.Recv() == nil {
		if fn.Pkg() != nil {
			return fn.Pkg().Name() + "." + fn.Name()
		}
		return fn.Name()
	}
	t := sig.Recv().Type()
	ptr := ""
	if p, ok := t.(*types.Pointer); ok {
		t, ptr = p.Elem(), "*"
	}
	name := types.TypeString(t, func(*types.Package) string { return "" })
	if i := strings.IndexByte(name, '['); i >= 0 {
		name = name[:i]
	}
	if ptr != "" {
		return "(*" + name + ")." + fn.Name()
	}
	return name + "." + fn.Name()
}

// imperativeWords are the first words of method names that change state.
var imperativeWords = map[string]bool{
	"set": true, "add": true, "push": true, "pop": true, "remove": true,
	"delete": true, "insert": true, "put": true, "clear": true, "reset": true,
	"write": true, "close": true, "append": true, "enqueue": true,
	"dequeue": true, "store": true, "update": true, "evict": true,
	"purge": true, "register": true, "unregister": true, "subscribe": true,
	"unsubscribe": true, "publish": true, "emit": true, "notify": true,
	"flush": true, "truncate": true, "swap": true, "shift": true,
	"unshift": true, "move": true, "drain": true, "send": true,
}

// ImperativeName reports whether a method or function name says it
// changes state: its first camel-case word is Set, Add, Push, Pop, Remove,
// Delete, Insert, Put, Clear, Reset, Write, Close or a kin of those.
func ImperativeName(name string) bool {
	return imperativeWords[strings.ToLower(CamelWords(name)[0])]
}

// purePackages are standard packages whose functions only compute.
var purePackages = map[string]bool{
	"strings": true, "bytes": true, "math": true, "math/bits": true,
	"math/cmplx": true, "unicode": true, "unicode/utf8": true,
	"unicode/utf16": true, "strconv": true, "errors": true, "cmp": true,
	"path": true, "slices": true, "maps": true, "unsafe": true,
	"reflect": true, "time": true, "net/netip": true, "fmt": true,
	"sort": true, "sync": true, "sync/atomic": true, "iter": true,
}

// impureFuncs are functions of purePackages that do change state, and
// what they do.
var impureFuncs = map[string]string{
	"slices.Sort": "sorts its argument", "slices.SortFunc": "sorts its argument",
	"slices.SortStableFunc": "sorts its argument", "slices.Reverse": "reverses its argument",
	"slices.Delete": "writes its argument", "slices.DeleteFunc": "writes its argument",
	"slices.Insert": "writes its argument", "slices.Replace": "writes its argument",
	"slices.Compact": "writes its argument", "slices.CompactFunc": "writes its argument",
	"maps.Copy": "writes its argument", "maps.DeleteFunc": "writes its argument",
	"sort.Sort": "sorts its argument", "sort.Stable": "sorts its argument",
	"sort.Ints": "sorts its argument", "sort.Strings": "sorts its argument",
	"sort.Float64s": "sorts its argument", "sort.Slice": "sorts its argument",
	"sort.SliceStable": "sorts its argument",
	"fmt.Print":        "prints", "fmt.Printf": "prints", "fmt.Println": "prints",
	"fmt.Fprint": "writes to its writer", "fmt.Fprintf": "writes to its writer",
	"fmt.Fprintln": "writes to its writer",
	"time.Sleep":   "sleeps", "reflect.Copy": "writes its argument",
}

// external classifies a function of another package without reading it.
func external(fn *types.Func) Why {
	if fn.Pkg() == nil {
		return Why{Effect: Pure} // error.Error and such
	}
	path := fn.Pkg().Path()
	sig := fn.Type().(*types.Signature)
	if sig.Recv() != nil {
		recv := sig.Recv().Type()
		if p, ok := recv.(*types.Pointer); ok {
			recv = p.Elem()
		}
		name := ""
		if n, ok := recv.(*types.Named); ok {
			name = path + "." + n.Obj().Name() + "." + fn.Name()
		}
		switch name {
		case "sync.Mutex.Lock", "sync.Mutex.Unlock", "sync.RWMutex.Lock",
			"sync.RWMutex.Unlock", "sync.RWMutex.RLock", "sync.RWMutex.RUnlock":
			return Why{Effect: Pure} // a lock held only during the call
		}
		if ImperativeName(fn.Name()) || externalImperative[strings.ToLower(CamelWords(fn.Name())[0])] {
			return Why{Effect: Impure, Reason: "changes state, as its name says"}
		}
		if purePackages[path] && !types.IsInterface(recv) && path != "sync" && path != "sync/atomic" {
			return Why{Effect: Pure}
		}
		return Why{Effect: Unknown, Reason: "is not known to be pure"}
	}
	if why, ok := impureFuncs[path+"."+fn.Name()]; ok {
		return Why{Effect: Impure, Reason: why}
	}
	if path == "sync/atomic" && !strings.HasPrefix(fn.Name(), "Load") {
		return Why{Effect: Impure, Reason: "changes state"}
	}
	if purePackages[path] {
		return Why{Effect: Pure}
	}
	return Why{Effect: Unknown, Reason: "is not known to be pure"}
}

// externalImperative are more first words of state-changing method names,
// for the methods of other packages, which hogen does not read.
var externalImperative = map[string]bool{
	"read": true, "grow": true, "load": true, "compare": true, "try": true,
	"next": true, "move": true, "reserve": true, "discard": true, "seek": true,
	"lock": true, "unlock": true, "init": true,
}

// FromPool reports whether fn, a function of the package, returns what a
// sync.Pool's Get handed it (GetEncoder: encPool.Get().(*Encoder)): a
// value whose state the pool does not promise, which the package's own
// code resets before use.
func (e *Effects) FromPool(fn *types.Func) bool { return e.callsPool(fn, "Get") }

// callsPool reports whether fn's body calls the method named method of a
// sync.Pool.
func (e *Effects) callsPool(fn *types.Func, method string) bool {
	fe, ok := e.funcs[fn.Origin()]
	if !ok || fe.decl == nil || fe.decl.Body == nil {
		return false
	}
	found := false
	ast.Inspect(fe.decl.Body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || found {
			return !found
		}
		sel, ok := call.Fun.(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != method {
			return true
		}
		if m, ok := e.info.Uses[sel.Sel].(*types.Func); ok && m.Pkg() != nil && m.Pkg().Path() == "sync" {
			if recv := m.Signature().Recv(); recv != nil && strings.Contains(recv.Type().String(), "sync.Pool") {
				found = true
			}
		}
		return true
	})
	return found
}

// Generated reports whether fn, a method, is declared in a file a
// generator wrote, by Go's convention of the "Code generated ... DO NOT
// EDIT." line
// (protobuf's marshalers, stringers, mocks): its contracts are the
// generator's, which the package's authors did not write, and callers
// meet them as the generator's own callers do (a buffer sized by Size).
func (e *Effects) Generated(fn *types.Func) bool { return e.generated[fn] }
