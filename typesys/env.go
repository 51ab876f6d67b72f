package typesys

import (
	"fmt"
	"go/ast"
	gobuild "go/build"
	"go/constant"
	"go/token"
	"go/types"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/types/typeutil"
)

// Op is an operation generated code may call: a package function, a
// method of a type in play, or a method of an interface of the package.
type Op struct {
	// Func is the function or method; for a generic one, the instance.
	Func *types.Func
	// Sig is Func's signature, instantiated.
	Sig *types.Signature
	// Recv is the receiver type, nil for a function.
	Recv types.Type
	// TypeArgs instantiate a generic function; nil otherwise.
	TypeArgs []types.Type
	// Name is how reports name it: stack.NewBoundedStack,
	// stack.(*BoundedStack).Push, stack.Box[int].Put.
	Name string
	// SideEffecting ops are preferred as steps of a program: they return
	// nothing, have an imperative name, or are not found pure.
	SideEffecting bool
	// TopLevel ops match -run and may be called by the program's own
	// steps; bodies of synthesized code may call any op.
	TopLevel bool
	// Field, if not nil, makes the op an assignment to an exported field
	// of func type (a hook: lru.Cache.OnEvicted) of the object Recv points
	// to; Func is then a stand-in named after the field, and Sig takes the
	// value assigned.
	Field *types.Var
	// Receives, with Field, makes the op a receive from an exported field
	// of receive-only channel type (a Ticker's C) instead: v, ok := <-t.C,
	// waiting at most ReceiveWait. Sig takes nothing and returns the
	// element and whether one came.
	Receives bool
	// Returned marks a method of an interface hogen synthesizes: the
	// program calls it only on values the package returned (a Backoff
	// that WithJitter wraps), whose code is the package's, never on a
	// synthesized implementation, whose code is hogen's.
	Returned bool
	// Foreign marks a constructor of another package's struct that an
	// operation takes (parse.NewInput for a *parse.Input), which that
	// package makes itself: the program calls it to make such an
	// argument, never as a step, and it is not counted among the
	// package's operations.
	Foreign bool
}

// IsError reports whether t is the predeclared error type.
func IsError(t types.Type) bool {
	return types.Identical(t, types.Universe.Lookup("error").Type())
}

// ErrorResults lists the results of sig of type error.
func ErrorResults(sig *types.Signature) []int {
	var out []int
	for j := 0; j < sig.Results().Len(); j++ {
		if IsError(sig.Results().At(j).Type()) {
			out = append(out, j)
		}
	}
	return out
}

// Params returns the parameter types; a variadic last one is a slice.
func (o *Op) Params() *types.Tuple { return o.Sig.Params() }

// Results returns the result types.
func (o *Op) Results() *types.Tuple { return o.Sig.Results() }

// Producer is an op and which of its results yields a goal type.
type Producer struct {
	Op    *Op
	Index int
}

// Env is Γ's static part for one package: every operation programs may
// call, the interfaces to synthesize, and literal values mined from the
// source. Variables are the dynamic part; the generator keeps them.
type Env struct {
	Pkg   *types.Package
	Ops   []*Op
	Synth []*types.Named // interfaces to synthesize implementations of
	// Asserted are the interfaces among Synth that the package's source
	// asserts values to (x.(Walker), a case of a type switch), when an
	// operation takes an empty interface: what that parameter stands for.
	Asserted []*types.Named
	Effects  *Effects

	// Mined literals, deduplicated, in source order.
	Ints    []int64
	Floats  []float64
	Strings []string
	// Consts are the package's exported constants, literals of their
	// named types.
	Consts []*types.Const
	// Usage is what the package's tests show of its use; TypeDocs are
	// its types' doc comments, by name.
	Usage    *Usage
	TypeDocs map[string]string
	// FieldDocs are the doc (or line) comments of its struct fields.
	FieldDocs map[*types.Var]string
	// LeftOut are the exported operations programs cannot call, each with
	// why: code outside the package cannot write a type they mention.
	LeftOut []string

	synth typeutil.Map // interface type -> bool
	mset  typeutil.MethodSetCache
	// inst makes identical instantiations of a generic declaration one.
	inst *types.Context
	// internalOK: the generated code lives below the package (it is in the
	// main module), so the package's internal imports are importable.
	internalOK bool
	// makes: the package's types whose values each function or method
	// builds by a composite literal (see constructors).
	makes map[*types.Func]map[*types.TypeName]bool
	// produced are, for each struct type of the package that its own
	// code writes composite literals of, the fields every one of them
	// sets to something other than nil (see producedFields).
	produced map[*types.TypeName][]string
	// wired are, for each struct type of the package, the fields its
	// own code sets on values of it that it is handed (see Wired).
	wired map[*types.TypeName][]Wired
	// completes are the package's two-phase constructors (completions).
	completes map[*types.Func]string
	// parallel are the pairs of parameters each function of the
	// package indexes together (see parallelParams).
	parallel map[*types.Func][][2]int
	// ctors memoizes constructors by type (origin) name: the generator
	// asks for every literal it considers.
	ctors sync.Map // *types.TypeName -> []*Op
	// zeroes memoizes ZeroUsable and DocumentedZero by type, for the
	// same reason: each reads a doc comment with regular expressions.
	zeroes sync.Map // *types.Named -> zeroUse
	// handed memoizes HandsOut by type name.
	handed sync.Map // *types.TypeName -> bool
	// unshown caches ZeroUnshown.
	unshown sync.Map // *types.TypeName -> bool
	// flagged are the package's named types whose values its code
	// combines bit by bit (see flaggedTypes).
	flagged map[*types.TypeName]bool
	// enums caches NoZeroEnum.
	enums sync.Map // *types.TypeName -> bool
	// required memoizes RequiredFields by type name.
	required sync.Map // *types.TypeName -> []string
	// inside memoizes MadeInside by type name.
	inside sync.Map // *types.TypeName -> bool
	batch  sync.Map // types.Type -> bool: BatchInput
}

// EnvConfig chooses what goes into Γ.
type EnvConfig struct {
	// Ifaces names the interfaces to synthesize (SPEC -iface): by name in
	// the package or as path.Name. Empty: every interface with methods
	// that an exported operation takes, directly or inside a func type.
	Ifaces []string
	// Run, if not nil, limits the ops the program calls at top level.
	Run *regexp.Regexp
	// Skip, if not nil, leaves out the ops whose name it matches: no
	// program calls them, at top level or from a synthesized body.
	Skip *regexp.Regexp
}

// maxMined bounds each list of mined literals.
const maxMined = 24

// NewEnv builds Γ for a loaded package.
func NewEnv(p *packages.Package, eff *Effects, cfg EnvConfig) (*Env, error) {
	if eff == nil {
		eff = AnalyzeEffects(p.Fset, p.Types, p.Syntax, p.TypesInfo)
	}
	e := &Env{Pkg: p.Types, Effects: eff, inst: types.NewContext(), internalOK: p.Module != nil && p.Module.Main}
	e.collectOps()
	if err := e.chooseSynth(p, cfg.Ifaces); err != nil {
		return nil, err
	}
	// The package calls the methods of what hogen synthesizes; a program
	// calling them on a synthesized implementation would test nothing.
	// An operation that returns such an interface returns the package's
	// own implementation, whose methods the program does call.
	returned := func(t types.Type) bool {
		for _, op := range e.Ops {
			if op.Recv != nil && types.Identical(op.Recv, t) {
				continue
			}
			res := op.Sig.Results()
			for i := 0; i < res.Len(); i++ {
				if types.Identical(res.At(i).Type(), t) {
					return true
				}
			}
		}
		return false
	}
	ops := e.Ops[:0]
	for _, op := range e.Ops {
		switch {
		case cfg.Skip != nil && (cfg.Skip.MatchString(op.Name) || cfg.Skip.MatchString(op.Func.Name())):
			continue
		case op.Recv == nil || !e.IsSynth(op.Recv):
		case returned(op.Recv):
			op.Returned = true
		default:
			continue
		}
		ops = append(ops, op)
	}
	e.Ops = ops
	e.Usage, e.FieldDocs = MineUsage(p), map[*types.Var]string{}
	e.TypeDocs = declDocs(p.Syntax, func(id *ast.Ident, doc string) {
		if v, ok := p.TypesInfo.Defs[id].(*types.Var); ok {
			e.FieldDocs[v] = doc
		}
	})
	e.makes = makes(p)
	e.flagged = flaggedTypes(p)
	e.produced = producedFields(p)
	e.wired = wiredFields(p)
	e.completes = completions(p)
	e.parallel = parallelParams(p)
	e.mine(p)
	for _, op := range e.Ops {
		op.TopLevel = !op.Foreign && (cfg.Run == nil || cfg.Run.MatchString(op.Name) || cfg.Run.MatchString(op.Func.Name()))
	}
	return e, nil
}

// collectOps gathers the exported functions of the package and the
// exported methods of its exported types, instantiating generic ones.
func (e *Env) collectOps() {
	c := &opCollector{e: e, seen: map[string]bool{}}
	scope := e.Pkg.Scope()
	for _, name := range scope.Names() {
		if !token.IsExported(name) {
			continue
		}
		switch obj := scope.Lookup(name).(type) {
		case *types.Func:
			c.funcOps(name, obj)
		case *types.TypeName:
			c.typeOps(obj)
		}
	}
	c.foreignCtors()
}

// foreignCtors adds, for each struct of another package with unexported
// fields that an operation takes and that its package makes (see
// foreignMade), and each standard interface its package makes from
// nothing (see rootCtors), the exported non-generic functions of that
// package that return it, as Foreign ops.
//
// The constructors' own parameters get theirs too, one level down: a
// Header its package reads from a *bufio.Reader is read from one
// bufio.NewReader made, not from a zero bufio.Reader{}, which the
// standard library's doc says is for Reset only.
func (c *opCollector) foreignCtors() {
	e := c.e
	seen := map[*types.TypeName]bool{}
	ops := slices.Clone(e.Ops)
	for range 2 {
		n := len(e.Ops)
		c.foreignCtorsOf(ops, seen)
		ops = slices.Clone(e.Ops[n:])
	}
}

// foreignCtorsOf adds the Foreign ops of foreignCtors for the parameters
// of ops.
func (c *opCollector) foreignCtorsOf(ops []*Op, seen map[*types.TypeName]bool) {
	e := c.e
	for _, op := range ops {
		for i := 0; i < op.Sig.Params().Len(); i++ {
			t := op.Sig.Params().At(i).Type()
			if s, ok := t.(*types.Slice); ok && op.Sig.Variadic() && i == op.Sig.Params().Len()-1 {
				t = s.Elem()
			}
			if p, ok := t.(*types.Pointer); ok {
				t = p.Elem()
			}
			n, ok := t.(*types.Named)
			if !ok || n.Obj().Pkg() == nil || n.Obj().Pkg() == e.Pkg || seen[n.Obj()] {
				continue
			}
			var ctors []*types.Func
			if len(rootCtors(n)) > 0 || foreignMade(n) {
				// Background and what derives from it: WithTimeout(ctx, 0)
				// is a context done already.
				ctors = pkgCtors(n)
			}
			seen[n.Obj()] = true
			for _, fn := range ctors {
				c.add(&Op{Func: fn, Sig: fn.Type().(*types.Signature), Name: fn.Pkg().Name() + "." + fn.Name(), Foreign: true})
			}
		}
	}
}

// rootCtors are, for an interface of the standard library, the exported
// functions of its own package that make one from nothing
// (context.Background, context.TODO): its package makes its values, and
// derives others from them, as its doc says. A program uses those, and
// a synthesized one, whose Done and Err need not agree, is no Context
// any package expects.
func rootCtors(n *types.Named) []*types.Func {
	iface, ok := n.Underlying().(*types.Interface)
	if !ok || n.Obj().Pkg() == nil || !inGoroot(n.Obj().Pkg().Path()) {
		return nil
	}
	// A value's interface: its methods ask (Done(), Value(key)), and
	// take none of the caller's work; a role's (ServeHTTP(w, r)) is a
	// callback to synthesize, whatever its package also makes.
	for i := 0; i < iface.NumMethods(); i++ {
		ps := iface.Method(i).Signature().Params()
		if ps.Len() > 1 || ps.Len() == 1 && !isEmptyIface(ps.At(0).Type()) || iface.Method(i).Signature().Results().Len() == 0 {
			return nil
		}
	}
	var out []*types.Func
	for _, fn := range pkgCtors(n) {
		if sig := fn.Type().(*types.Signature); sig.Params().Len() == 0 && sig.Results().Len() == 1 {
			out = append(out, fn)
		}
	}
	return out
}

// testReporter reports whether iface is a part of testing.TB, with a
// method that ends the test (Fatalf, FailNow): an interface that mocks
// and assertions report to, which *testing.T satisfies. testing's doc
// says that FailNow "stops its execution by calling runtime.Goexit",
// and the code that reports relies on it: after an unexpected call,
// a mock goes on as if Fatalf had not returned. A synthesized one, whose
// Fatalf returns, is no reporter any package expects, and the harness
// has no *testing.T to give.
func testReporter(iface *types.Interface) bool {
	ends := false
	for i := 0; i < iface.NumMethods(); i++ {
		m := iface.Method(i)
		switch m.Name() {
		case "Fatal", "Fatalf", "FailNow", "Skip", "Skipf", "SkipNow":
			ends = true
		case "Error", "Errorf", "Log", "Logf", "Fail", "Failed", "Helper", "Name", "Cleanup", "TempDir",
			"Setenv", "Chdir", "Skipped", "Context", "Attr", "Output", "ArtifactDir":
		default:
			return false
		}
	}
	return ends
}

// isEmptyIface reports whether t is any.
func isEmptyIface(t types.Type) bool {
	i, ok := t.Underlying().(*types.Interface)
	return ok && i.Empty()
}

// gorootPkgs memoizes inGoroot by import path.
var gorootPkgs sync.Map // string -> bool

// inGoroot reports whether the package of import path path is the
// standard library's, by where the toolchain finds it (a module named
// without a dot, go mod init myapp, is not).
func inGoroot(path string) bool {
	if v, ok := gorootPkgs.Load(path); ok {
		return v.(bool)
	}
	bp, err := gobuild.Default.Import(path, "", gobuild.FindOnly)
	in := err == nil && bp.Goroot
	gorootPkgs.Store(path, in)
	return in
}

// An opCollector is collectOps' state: the ops' names seen so far.
type opCollector struct {
	e    *Env
	seen map[string]bool
}

// add adds op to Ops once by name, or to LeftOut, with why, if code
// outside the package cannot write its types.
func (c *opCollector) add(op *Op) {
	e := c.e
	if c.seen[op.Name] {
		return
	}
	why := e.Unnameable(op.Sig)
	if op.Recv != nil && why == "" {
		why = e.Unnameable(op.Recv)
	}
	if why != "" {
		c.seen[op.Name] = true
		e.LeftOut = append(e.LeftOut, op.Name+": "+why)
		return
	}
	c.seen[op.Name] = true
	op.SideEffecting = e.Effects.SideEffecting(op.Func)
	e.Ops = append(e.Ops, op)
}

// funcOps adds the exported function obj named name, or its
// instantiations if it is generic.
func (c *opCollector) funcOps(name string, obj *types.Func) {
	e := c.e
	sig := obj.Type().(*types.Signature)
	if sig.TypeParams().Len() == 0 {
		c.add(&Op{Func: obj, Sig: sig, Name: e.Pkg.Name() + "." + name})
		return
	}
	for _, targs := range instantiations(sig.TypeParams(), e.typeArgCandidates()) {
		inst, err := types.Instantiate(e.inst, sig, targs, true)
		if err != nil {
			continue
		}
		c.add(&Op{Func: obj, Sig: inst.(*types.Signature), TypeArgs: targs,
			Name: e.Pkg.Name() + "." + name + "[" + typeList(targs, e.Pkg) + "]"})
	}
}

// typeOps adds the exported methods and the field ops of the exported
// named type obj, or of its instantiations if it is generic.
func (c *opCollector) typeOps(obj *types.TypeName) {
	e := c.e
	named, ok := obj.Type().(*types.Named)
	if !ok || obj.IsAlias() {
		return
	}
	var insts []types.Type
	if named.TypeParams().Len() == 0 {
		insts = []types.Type{named}
	} else {
		for _, targs := range instantiations(named.TypeParams(), e.typeArgCandidates()) {
			if inst, err := types.Instantiate(e.inst, named, targs, true); err == nil {
				insts = append(insts, inst)
			}
		}
	}
	for _, t := range insts {
		recvs := []types.Type{t}
		if !types.IsInterface(t) {
			recvs = append(recvs, types.NewPointer(t))
		}
		for _, recv := range recvs {
			c.methodOps(recv)
		}
		for _, op := range e.fieldOps(t) {
			c.add(op)
		}
	}
}

// methodOps adds the exported methods of recv's method set, but those of
// an embedded lock.
func (c *opCollector) methodOps(recv types.Type) {
	e := c.e
	ms := e.mset.MethodSet(recv)
	for i := 0; i < ms.Len(); i++ {
		sel := ms.At(i)
		fn := sel.Obj().(*types.Func)
		if !fn.Exported() || promotedLock(sel) {
			continue
		}
		// A value method is in both method sets: keep it once, on the
		// value receiver; the generator calls it on pointers too.
		if _, isPtr := recv.(*types.Pointer); isPtr {
			if _, ptrRecv := fn.Type().(*types.Signature).Recv().Type().(*types.Pointer); !ptrRecv {
				continue
			}
		}
		c.add(&Op{Func: fn, Sig: sel.Type().(*types.Signature), Recv: recv,
			Name: e.Pkg.Name() + "." + recvName(recv, e.Pkg) + "." + fn.Name()})
	}
}

// promotedLock reports whether sel is a method of an embedded
// sync.Mutex or sync.RWMutex (Lock, RLock, TryLock...): the object's own
// protocol with its methods, which its users do not call unpaired, and
// which a program that holds the lock while it calls the object's other
// methods turns into its own deadlock.
func promotedLock(sel *types.Selection) bool {
	fn := sel.Obj().(*types.Func)
	return len(sel.Index()) > 1 && fn.Pkg() != nil && fn.Pkg().Path() == "sync"
}

// ReceiveWait is how long a receive from a channel the package hands
// out waits for an element: a ticker's first tick comes at once.
const ReceiveWait = 10 * time.Millisecond

// fieldOps returns the ops on the exported fields of struct type t whose
// pointer has methods of its own:
//   - a hook setter per field of a func type with no results, which Go's
//     convention has users set on an object after its constructor made
//     it (c := lru.New(n); c.OnEvicted = f), and which the package calls
//     to tell of an event. A field whose func returns something (a
//     comparator, a hasher) is a strategy the object's structure depends
//     on, not to be swapped once it holds values;
//   - a receive per field of receive-only channel type: the channel on
//     which, by Go's convention (time.Ticker's C, time.Timer's C), the
//     object delivers to its user. A bidirectional channel may be the
//     package's own input, and is left alone.
//
// A config struct whose methods take a value receiver gets none:
// composite literals set its fields.
func (e *Env) fieldOps(t types.Type) []*Op {
	st, ptr := e.ownStruct(t)
	if st == nil {
		return nil
	}
	var ops []*Op
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		if !f.Exported() || f.Embedded() {
			continue
		}
		recv := types.NewVar(f.Pos(), f.Pkg(), "", ptr)
		name := e.Pkg.Name() + "." + recvName(ptr, e.Pkg) + "."
		var sig *types.Signature
		receives := false
		switch u := f.Type().Underlying().(type) {
		case *types.Signature:
			if u.Results().Len() > 0 || e.Effects.CallWired(f) {
				continue // a func field the package sets from a call is its wiring (CallWired)
			}
			sig = types.NewSignatureType(recv, nil, nil, types.NewTuple(types.NewParam(f.Pos(), f.Pkg(), "v", f.Type())), nil, false)
			name += f.Name() + "="
		case *types.Chan:
			if u.Dir() != types.RecvOnly {
				continue
			}
			res := types.NewTuple(types.NewParam(f.Pos(), f.Pkg(), "", u.Elem()), types.NewParam(f.Pos(), f.Pkg(), "ok", types.Typ[types.Bool]))
			sig = types.NewSignatureType(recv, nil, nil, nil, res, false)
			name += "<-" + f.Name()
			receives = true
		default:
			continue
		}
		ops = append(ops, &Op{Func: types.NewFunc(f.Pos(), f.Pkg(), f.Name(), sig), Sig: sig, Recv: ptr, Field: f, Receives: receives, Name: name})
	}
	return ops
}

// ownStruct returns t's struct and pointer type if t is a struct whose
// pointer has exported methods of its own, or nil.
func (e *Env) ownStruct(t types.Type) (*types.Struct, *types.Pointer) {
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return nil, nil
	}
	ptr := types.NewPointer(t)
	ms := e.mset.MethodSet(ptr)
	for i := 0; i < ms.Len(); i++ {
		fn := ms.At(i).Obj().(*types.Func)
		_, isPtr := fn.Type().(*types.Signature).Recv().Type().(*types.Pointer)
		if fn.Exported() && isPtr && len(ms.At(i).Index()) == 1 {
			return st, ptr
		}
	}
	return nil, nil
}

func recvName(t types.Type, pkg *types.Package) string {
	if p, ok := t.(*types.Pointer); ok {
		return "(*" + types.TypeString(p.Elem(), types.RelativeTo(pkg)) + ")"
	}
	return types.TypeString(t, types.RelativeTo(pkg))
}

func typeList(ts []types.Type, pkg *types.Package) string {
	var s []string
	for _, t := range ts {
		s = append(s, types.TypeString(t, types.RelativeTo(pkg)))
	}
	return strings.Join(s, ",")
}

// typeArgCandidates are the types generic code is tried with: a few
// basic types, then the package's own non-generic exported types.
func (e *Env) typeArgCandidates() []types.Type {
	cands := []types.Type{types.Typ[types.Int], types.Typ[types.String]}
	scope := e.Pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || !tn.Exported() {
			continue
		}
		if n, ok := tn.Type().(*types.Named); ok && n.TypeParams().Len() == 0 && !types.IsInterface(n) {
			cands = append(cands, n)
			if len(cands) >= 4 {
				break
			}
		}
	}
	return cands
}

// maxInstances bounds how many instantiations of one generic declaration
// join Γ.
const maxInstances = 2

// instantiations returns up to maxInstances lists of type arguments that
// satisfy tparams' constraints: first one type for every parameter, then
// mixed. A parameter that no candidate satisfies, whose constraint lists
// its types (V int64 | float64), takes those, in their order.
func instantiations(tparams *types.TypeParamList, cands []types.Type) [][]types.Type {
	var out [][]types.Type
	n := tparams.Len()
	per := make([][]types.Type, n)
	for i := 0; i < n; i++ {
		// types.Instantiate validates the constraints: here only avoid
		// the obviously hopeless.
		if _, isIface := tparams.At(i).Constraint().Underlying().(*types.Interface); !isIface {
			return nil
		}
		per[i] = satisfying(cands, tparams.At(i).Constraint())
		if len(per[i]) == 0 {
			per[i] = termTypes(tparams.At(i).Constraint(), 0)
		}
		if len(per[i]) == 0 {
			per[i] = cands // one that refers to another parameter
		}
	}
	at := func(i, k int) types.Type { return per[i][k%len(per[i])] }
	width := 0
	for _, p := range per {
		width = max(width, len(p))
	}
	for k := 0; k < width; k++ {
		targs := make([]types.Type, n)
		for i := range targs {
			targs[i] = at(i, k)
		}
		out = append(out, targs)
		if len(out) == maxInstances {
			return out
		}
	}
	if n > 1 && len(cands) > 1 {
		targs := make([]types.Type, n)
		for i := range targs {
			targs[i] = at(i, i%2)
		}
		out = append(out, targs)
	}
	return out
}

// satisfying are the candidates that satisfy constraint.
func satisfying(cands []types.Type, constraint types.Type) []types.Type {
	iface, ok := constraint.Underlying().(*types.Interface)
	if !ok {
		return nil
	}
	var out []types.Type
	for _, c := range cands {
		if types.Satisfies(c, iface) {
			out = append(out, c)
		}
	}
	return out
}

// termTypes are the types a constraint's union lists (int64 | ~float64:
// int64 and float64), through the interfaces it embeds, or none.
func termTypes(constraint types.Type, depth int) []types.Type {
	iface, ok := constraint.Underlying().(*types.Interface)
	if !ok || depth > 3 {
		return nil
	}
	var out []types.Type
	add := func(t types.Type) {
		if _, isIface := t.Underlying().(*types.Interface); !isIface && !generic(t) {
			out = append(out, t)
		}
	}
	for j := 0; j < iface.NumEmbeddeds(); j++ {
		switch e := iface.EmbeddedType(j).(type) {
		case *types.Union:
			for t := 0; t < e.Len(); t++ {
				add(e.Term(t).Type())
			}
		default:
			if _, isIface := e.Underlying().(*types.Interface); isIface {
				out = append(out, termTypes(e, depth+1)...)
			} else {
				add(e) // interface{ int64 }
			}
		}
	}
	return out
}

// generic reports whether t mentions a type parameter (~[]E): a term
// that is no type to instantiate with.
func generic(t types.Type) bool {
	switch t := t.(type) {
	case *types.TypeParam:
		return true
	case *types.Pointer:
		return generic(t.Elem())
	case *types.Slice:
		return generic(t.Elem())
	case *types.Array:
		return generic(t.Elem())
	case *types.Chan:
		return generic(t.Elem())
	case *types.Map:
		return generic(t.Key()) || generic(t.Elem())
	case *types.Named:
		for a := range t.TypeArgs().Types() {
			if generic(a) {
				return true
			}
		}
	}
	return false
}

// chooseSynth picks the interfaces to synthesize.
func (e *Env) chooseSynth(p *packages.Package, names []string) error {
	if len(names) > 0 {
		for _, name := range names {
			named, err := e.lookupIface(p, name)
			if err != nil {
				return err
			}
			e.addSynth(named)
		}
		return nil
	}
	// Default: interfaces that the package's functions and concrete
	// methods take, directly or inside func types, and that are roles
	// (see MaxSynthMethods).
	var visit func(t types.Type, depth int)
	visit = func(t types.Type, depth int) {
		if depth > 3 {
			return
		}
		switch t := t.(type) {
		case *types.Named:
			if types.IsInterface(t) && e.Synthesizable(t) && t.Underlying().(*types.Interface).NumMethods() <= MaxSynthMethods {
				e.addSynth(t)
			}
		case *types.Signature:
			for i := 0; i < t.Params().Len(); i++ {
				visit(t.Params().At(i).Type(), depth+1)
			}
		case *types.Slice:
			visit(t.Elem(), depth+1)
		case *types.Pointer:
			visit(t.Elem(), depth+1)
		}
		if s, ok := t.Underlying().(*types.Signature); ok && t != t.Underlying() {
			visit(s, depth+1)
		}
		// A struct the program writes (Config{Hasher: h}) hands the
		// package its exported fields' roles as a parameter would.
		if s, ok := t.Underlying().(*types.Struct); ok && t != t.Underlying() {
			for i := 0; i < s.NumFields(); i++ {
				if f := s.Field(i); f.Exported() {
					visit(f.Type(), depth+1)
				}
			}
		}
	}
	takesAny := false
	for _, op := range e.Ops {
		if op.Recv != nil && types.IsInterface(op.Recv) {
			continue // the package calls those methods, it does not take them
		}
		for i := 0; i < op.Sig.Params().Len(); i++ {
			visit(op.Sig.Params().At(i).Type(), 0)
			takesAny = takesAny || isEmptyInterface(op.Sig.Params().At(i).Type())
		}
	}
	// An operation that takes any and a source that asserts it to an
	// interface of the package's (walker.(PrimitiveWalker)): the value
	// handed in is meant to implement it.
	if takesAny {
		for _, n := range assertedIfaces(p) {
			if n.Obj().Exported() && e.Synthesizable(n) && n.Underlying().(*types.Interface).NumMethods() <= MaxSynthMethods {
				e.addSynth(n)
				e.Asserted = append(e.Asserted, n)
			}
		}
	}
	return nil
}

// assertedIfaces are the package's own named interfaces that its source
// asserts values to, by a type assertion or a case of a type switch, in
// source order.
func assertedIfaces(p *packages.Package) []*types.Named {
	seen := map[*types.Named]bool{}
	var out []*types.Named
	add := func(x ast.Expr) {
		if x == nil || p.TypesInfo == nil {
			return
		}
		n, ok := p.TypesInfo.TypeOf(x).(*types.Named)
		if ok && n.Obj().Pkg() == p.Types && types.IsInterface(n) && !seen[n] {
			seen[n] = true
			out = append(out, n)
		}
	}
	for _, f := range p.Syntax {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.TypeAssertExpr:
				add(n.Type)
			case *ast.TypeSwitchStmt:
				for _, c := range n.Body.List {
					for _, x := range c.(*ast.CaseClause).List {
						add(x)
					}
				}
			}
			return true
		})
	}
	return out
}

// MaxSynthMethods is the most methods an interface may have for hogen to
// synthesize it unless -iface names it. The callbacks a package takes
// are small interfaces (a Handler, an Item's Less, heap.Interface's
// five); a bigger one is a data abstraction (a Graph, a Store) whose
// methods must agree with each other in ways no signature states, and a
// synthesized one breaks them ("The bigger the interface, the weaker the
// abstraction"). Operations that take one get the package's own values.
const MaxSynthMethods = 5

func (e *Env) addSynth(n *types.Named) {
	if e.synth.At(n) == nil {
		e.synth.Set(n, true)
		e.Synth = append(e.Synth, n)
	}
}

// lookupIface resolves an -iface name: Name in the package, or path.Name
// for an interface of any package the package imports.
func (e *Env) lookupIface(p *packages.Package, name string) (*types.Named, error) {
	var obj types.Object
	if i := strings.LastIndex(name, "."); i >= 0 {
		path, base := name[:i], name[i+1:]
		if path == e.Pkg.Path() || path == e.Pkg.Name() {
			obj = e.Pkg.Scope().Lookup(base)
		} else if imp := findImport(p.Types, path); imp != nil {
			obj = imp.Scope().Lookup(base)
		} else {
			return nil, fmt.Errorf("-iface %s: package %s is not imported by %s", name, path, e.Pkg.Path())
		}
	} else {
		obj = e.Pkg.Scope().Lookup(name)
	}
	if obj == nil {
		var have []string
		for _, n := range e.Pkg.Scope().Names() {
			if tn, ok := e.Pkg.Scope().Lookup(n).(*types.TypeName); ok && types.IsInterface(tn.Type()) && tn.Exported() {
				have = append(have, n)
			}
		}
		hint := "it has no exported interfaces"
		if len(have) > 0 {
			hint = "its interfaces are " + strings.Join(have, ", ")
		}
		return nil, fmt.Errorf("-iface %s: no such interface in %s; %s", name, e.Pkg.Path(), hint)
	}
	named, ok := obj.Type().(*types.Named)
	if !ok || !types.IsInterface(named) {
		return nil, fmt.Errorf("-iface %s: %s is not an interface type", name, obj.Name())
	}
	if !e.Synthesizable(named) {
		return nil, fmt.Errorf("-iface %s: hogen cannot implement %s outside its package (it has unexported methods or types, or type parameters)", name, obj.Name())
	}
	return named, nil
}

func findImport(pkg *types.Package, path string) *types.Package {
	seen := map[*types.Package]bool{}
	var walk func(p *types.Package) *types.Package
	walk = func(p *types.Package) *types.Package {
		if seen[p] {
			return nil
		}
		seen[p] = true
		if p.Path() == path || p.Name() == path {
			return p
		}
		for _, q := range p.Imports() {
			if r := walk(q); r != nil {
				return r
			}
		}
		return nil
	}
	for _, q := range pkg.Imports() {
		if r := walk(q); r != nil {
			return r
		}
	}
	return nil
}

// Synthesizable reports whether code outside the package can implement
// the interface t: all methods exported, every type in them nameable,
// and t itself (the harness converts to it: an Opts field of the
// package's unexported logger interface is left nil).
func (e *Env) Synthesizable(t *types.Named) bool {
	iface, ok := t.Underlying().(*types.Interface)
	if !ok || t.TypeParams().Len() > 0 && t.TypeArgs().Len() == 0 || iface.NumMethods() == 0 || !iface.IsMethodSet() || !e.Nameable(t) {
		return false
	}
	if t.Obj().Pkg() == nil {
		return false // error and comparable: the generator writes error values as literals
	}
	if len(rootCtors(t)) > 0 {
		return false // a context.Context: its package makes them, from context.Background()
	}
	if testReporter(iface) {
		return false // a *testing.T's part: its Fatalf does not return
	}
	for i := 0; i < iface.NumMethods(); i++ {
		m := iface.Method(i)
		if !m.Exported() || !e.Nameable(m.Type()) {
			return false
		}
	}
	return true
}

// IsSynth reports whether t is an interface hogen synthesizes.
func (e *Env) IsSynth(t types.Type) bool { return e.synth.At(t) != nil }

// Nameable reports whether code outside the package can write t: it
// mentions no unexported type of another package.
func (e *Env) Nameable(t types.Type) bool { return e.Unnameable(t) == "" }

// Unnameable says why code outside the package cannot write t (an
// unexported type, a type of an internal package, a constraint, ...), or
// returns "" if it can.
func (e *Env) Unnameable(t types.Type) string {
	switch t := t.(type) {
	case *types.Basic:
		if t.Kind() == types.UnsafePointer || t.Kind() == types.Invalid {
			return "it names " + t.String()
		}
		return ""
	case *types.Named:
		return e.unnameableNamed(t)
	case *types.Alias:
		return e.Unnameable(types.Unalias(t))
	case *types.Pointer:
		return e.Unnameable(t.Elem())
	case *types.Slice:
		return e.Unnameable(t.Elem())
	case *types.Array:
		return e.Unnameable(t.Elem())
	case *types.Map:
		return e.unnameableAll(t.Key(), t.Elem())
	case *types.Chan:
		return e.Unnameable(t.Elem())
	case *types.Signature:
		if t.TypeParams().Len() > 0 {
			return "it is generic"
		}
		return e.unnameableAll(t.Params(), t.Results())
	case *types.Tuple:
		for i := 0; i < t.Len(); i++ {
			if why := e.Unnameable(t.At(i).Type()); why != "" {
				return why
			}
		}
		return ""
	case *types.Struct:
		return e.unnameableStruct(t)
	case *types.Interface:
		return e.unnameableInterface(t)
	}
	return "hogen cannot write " + t.String()
}

// unnameableAll is Unnameable of the first of ts that code outside the
// package cannot write, or "".
func (e *Env) unnameableAll(ts ...types.Type) string {
	for _, t := range ts {
		if why := e.Unnameable(t); why != "" {
			return why
		}
	}
	return ""
}

// unnameableNamed is Unnameable of a named type: an unexported one, one
// of a package the code may not import, a constraint, or one with such
// type arguments.
func (e *Env) unnameableNamed(t *types.Named) string {
	qual := types.RelativeTo(nil)
	if pkg := t.Obj().Pkg(); pkg != nil {
		if !t.Obj().Exported() {
			return "it names the unexported type " + types.TypeString(t, qual)
		}
		if !e.importable(pkg.Path()) {
			return "it names " + types.TypeString(t, qual) + ", of a package it may not import"
		}
	}
	// A constraint (comparable, a type set) is no type of a value.
	if it, ok := t.Underlying().(*types.Interface); ok && !it.IsMethodSet() {
		return "it names the constraint " + types.TypeString(t, qual) + " as a type"
	}
	var targs []types.Type
	for i := 0; i < t.TypeArgs().Len(); i++ {
		targs = append(targs, t.TypeArgs().At(i))
	}
	return e.unnameableAll(targs...)
}

// unnameableStruct is Unnameable of a struct type literal: one with an
// unexported field, or a field of a type that cannot be written.
func (e *Env) unnameableStruct(t *types.Struct) string {
	for i := 0; i < t.NumFields(); i++ {
		if !t.Field(i).Exported() {
			return "it names a struct with the unexported field " + t.Field(i).Name()
		}
		if why := e.Unnameable(t.Field(i).Type()); why != "" {
			return why
		}
	}
	return ""
}

// unnameableInterface is Unnameable of an interface type literal: a
// constraint, one with an unexported method, or a method whose signature
// cannot be written.
func (e *Env) unnameableInterface(t *types.Interface) string {
	if !t.IsMethodSet() {
		return "it names a constraint as a type"
	}
	for i := 0; i < t.NumMethods(); i++ {
		if !t.Method(i).Exported() {
			return "it names an interface with the unexported method " + t.Method(i).Name()
		}
		if why := e.Unnameable(t.Method(i).Type()); why != "" {
			return why
		}
	}
	return ""
}

// importable reports whether code the harness and reproducers write may
// import path: not a vendored package, and an internal one only from
// below its parent, where the generated code of a package of the main
// module lives.
func (e *Env) importable(path string) bool {
	if path == e.Pkg.Path() {
		return true
	}
	elems := strings.Split(path, "/")
	for i, el := range elems {
		switch el {
		case "vendor":
			return false
		case "internal":
			parent := strings.Join(elems[:i], "/")
			if !e.internalOK || parent == "" || !(e.Pkg.Path() == parent || strings.HasPrefix(e.Pkg.Path(), parent+"/")) {
				return false
			}
		}
	}
	return true
}

// Constructible reports whether generated code can write a value of the
// func type t as a closure: its name and its parameters' and results'
// types are nameable (an Option func(*options) can be named and passed
// on, not written).
func (e *Env) Constructible(t types.Type) bool {
	return e.Nameable(t) && e.Nameable(t.Underlying())
}

// Producers returns the ops with a result assignable to goal. Env is
// read-only once built, and safe for concurrent use: callers that ask
// often keep their own Memo.
func (e *Env) Producers(goal types.Type) []Producer {
	var ps []Producer
	if isEmptyInterface(goal) {
		return nil
	}
	for _, op := range e.Ops {
		res := op.Sig.Results()
		for i := 0; i < res.Len(); i++ {
			if types.AssignableTo(res.At(i).Type(), goal) {
				ps = append(ps, Producer{Op: op, Index: i})
				break
			}
		}
	}
	return ps
}

// Memo caches Producers and assignability for one goroutine.
type Memo struct {
	env       *Env
	producers typeutil.Map // goal type -> []Producer
	assign    typeutil.Map // goal type -> *typeutil.Map (from type -> bool)
}

// NewMemo returns an empty cache over e.
func (e *Env) NewMemo() *Memo { return &Memo{env: e} }

// Producers is Env.Producers, cached.
func (m *Memo) Producers(goal types.Type) []Producer {
	if ps, ok := m.producers.At(goal).([]Producer); ok {
		return ps
	}
	ps := m.env.Producers(goal)
	m.producers.Set(goal, ps)
	return ps
}

// Assignable is types.AssignableTo, cached.
func (m *Memo) Assignable(from, to types.Type) bool {
	tm, _ := m.assign.At(to).(*typeutil.Map)
	if tm == nil {
		tm = new(typeutil.Map)
		m.assign.Set(to, tm)
	}
	if v, ok := tm.At(from).(bool); ok {
		return v
	}
	v := types.AssignableTo(from, to)
	tm.Set(from, v)
	return v
}

func isEmptyInterface(t types.Type) bool {
	i, ok := t.Underlying().(*types.Interface)
	return ok && i.Empty()
}

// mine collects the literals the package's tests pass to it, then those
// of its source and its exported constants (GRT's constant mining).
func (e *Env) mine(p *packages.Package) {
	ints := map[int64]bool{}
	floats := map[float64]bool{}
	strs := map[string]bool{}
	limit := maxMined
	addVal := func(v constant.Value) {
		switch v.Kind() {
		case constant.Int:
			if i, ok := constant.Int64Val(v); ok && !ints[i] && len(e.Ints) < limit {
				ints[i] = true
				e.Ints = append(e.Ints, i)
			}
		case constant.Float:
			if f, _ := constant.Float64Val(v); !floats[f] && len(e.Floats) < limit {
				floats[f] = true
				e.Floats = append(e.Floats, f)
			}
		case constant.String:
			if s := constant.StringVal(v); !strs[s] && len(s) <= 64 && len(e.Strings) < limit {
				strs[s] = true
				e.Strings = append(e.Strings, s)
			}
		}
	}
	// The tests' arguments first, to half the room: the values the
	// package is meant to be called with.
	if e.Usage != nil {
		limit = maxMined / 2
		for _, v := range e.Usage.Args {
			addVal(v)
		}
		limit = maxMined
	}
	var visit func(n ast.Node) bool
	visit = func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.ImportSpec:
			return false
		case *ast.Field:
			// A struct tag is no value a program would use.
			if n.Tag != nil {
				ast.Inspect(n.Type, visit)
				return false
			}
		case *ast.BasicLit:
			if n.Kind == token.INT || n.Kind == token.FLOAT || n.Kind == token.STRING {
				if v := constant.MakeFromLiteral(n.Value, n.Kind, 0); v.Kind() != constant.Unknown {
					addVal(v)
				}
			}
		}
		return true
	}
	for _, f := range p.Syntax {
		ast.Inspect(f, visit)
	}
	scope := e.Pkg.Scope()
	for _, name := range scope.Names() {
		if c, ok := scope.Lookup(name).(*types.Const); ok {
			addVal(c.Val())
			if c.Exported() {
				e.Consts = append(e.Consts, c)
			}
		}
	}
	// By file and offset, not by token.Pos: the loader parses a
	// package's files in parallel, so the bases of their positions, and
	// the order of positions across files, differ from run to run; the
	// same seed must give the same programs.
	sort.Slice(e.Consts, func(i, j int) bool {
		a, b := p.Fset.Position(e.Consts[i].Pos()), p.Fset.Position(e.Consts[j].Pos())
		if a.Filename != b.Filename {
			return a.Filename < b.Filename
		}
		return a.Offset < b.Offset
	})
}
