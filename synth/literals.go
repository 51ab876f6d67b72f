package synth

import (
	"go/constant"
	"go/token"
	"go/types"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/hogen-go/hogen/typesys"
)

// literals adds the literal alternatives for goal: constants from the
// pools (mined from the package first), nil, zero values, composite
// literals, make.
func (g *Generator) literals(goal types.Type, st state, depth int, k succ, alts []alt) []alt {
	a := litAlts{g: g, goal: goal, nameable: g.env.Nameable(goal), st: st, depth: depth, k: k, alts: alts}
	switch u := goal.Underlying().(type) {
	case *types.Basic:
		a.basic(u)
	case *types.Pointer:
		a.pointer(u)
	case *types.Struct:
		a.structs(u)
	case *types.Slice:
		a.slice(u)
	case *types.Array:
		a.array(u)
	case *types.Map:
		a.mapLits(u)
	case *types.Chan:
		a.chanLits(u)
	case *types.Signature:
		a.lit(1, &Lit{T: goal, Kind: NilLit})
	case *types.Interface:
		a.iface(u)
	}
	return a.alts
}

// litAlts are literals' alternatives for goal as they are added, with
// what each needs to derive its literal.
type litAlts struct {
	g        *Generator
	goal     types.Type
	nameable bool // code outside the package can write goal
	st       state
	depth    int
	k        succ
	alts     []alt
}

// add adds the alternative try of weight w.
func (a *litAlts) add(w int, try func(fail fk) *Program) {
	a.alts = append(a.alts, alt{weight: w, try: try})
}

// lit adds the alternative of weight w that is the literal l, which
// expr's pick hands to its continuation.
func (a *litAlts) lit(w int, l Term) {
	if lit, ok := l.(*Lit); ok && lit.Kind == NilLit && a.st.nonil {
		return
	}
	a.alts = append(a.alts, alt{weight: w, term: l})
}

// basic adds the constants of basic type u: the package's own of goal's
// named type, a duration's with its unit, or draws from the pools.
func (a *litAlts) basic(u *types.Basic) {
	g, goal := a.g, a.goal
	if !a.nameable {
		return
	}
	// The package's constants of exactly this named type, or, for
	// another package's type, that package's (norm.Form's NFC, NFD,
	// NFKC and NFKD), written as their values.
	consts, flags := 0, 0
	count := func(c *types.Const) {
		consts++
		if c.Val().Kind() != constant.Int {
			return
		}
		if v, ok := constant.Int64Val(c.Val()); ok && v > 0 && v&(v-1) == 0 {
			flags++
		}
	}
	n, named := goal.(*types.Named)
	if named {
		for _, c := range g.env.Consts {
			if types.Identical(c.Type(), goal) {
				a.lit(4, &Lit{T: goal, Kind: NamedConst, Const: c})
				count(c)
			}
		}
	}
	if named && consts == 0 && n.Obj().Pkg() != g.env.Pkg && !IsDuration(goal) {
		for _, c := range g.enumOf(n) {
			a.lit(4, &Lit{T: goal, Kind: ConstLit, Val: c.Val()})
			count(c)
		}
	}
	if named && g.enumOnly(goal, u, consts, flags) {
		return
	}
	if IsDuration(goal) {
		// Go code writes a duration with its unit: an interval of
		// 3 * time.Millisecond, not of 3 ns, which makes a ticker
		// fire without pause and its goroutine spin. Zero, a
		// negative and an endless one stay: each means something.
		for _, d := range durations {
			a.lit(d.weight, &Lit{T: goal, Kind: ConstLit, Val: constant.MakeInt64(int64(d.d))})
		}
		return
	}
	// Three draws: when the first value fails (a precondition decided
	// statically), backtracking tries another before giving up.
	st, k := a.st, a.k
	draw := func(fail fk) *Program {
		v, ok := g.basicValue(u)
		if !ok {
			return fail()
		}
		if st.rooted && v.Kind() == constant.String && !strings.HasPrefix(constant.StringVal(v), "/") {
			v = constant.MakeString("/" + constant.StringVal(v)) // a route's path (RoutePaths)
		}
		if st.fd && v.Kind() == constant.Int && u.Info()&types.IsUnsigned == 0 {
			v = constant.MakeInt64(-1) // no descriptor (fdRE)
		}
		if st.nonneg && v.Kind() == constant.Int && constant.Sign(v) < 0 {
			// A size is not negative: -v, or 0 where -v does not fit.
			n, ok := constant.Int64Val(v)
			v = constant.MakeInt64(0)
			if ok && n > math.MinInt64 && fitsInt(-n, u.Kind()) {
				v = constant.MakeInt64(-n)
			}
		}
		return k(&Lit{T: goal, Kind: ConstLit, Val: v}, st, fail)
	}
	for range 3 {
		a.add(2, draw)
	}
}

// enumOf returns the exported constants of exactly the named type n
// that n's own package declares, in the order of their names.
func (g *Generator) enumOf(n *types.Named) []*types.Const {
	pkg := n.Obj().Pkg()
	if pkg == nil {
		return nil
	}
	if cs, ok := g.enums[n.Obj()]; ok {
		return cs
	}
	var cs []*types.Const
	for _, name := range pkg.Scope().Names() {
		if c, ok := pkg.Scope().Lookup(name).(*types.Const); ok && c.Exported() && types.Identical(c.Type(), n) {
			cs = append(cs, c)
		}
	}
	g.enums[n.Obj()] = cs
	return cs
}

// pointer adds nil and, for a pointer to a struct, &T{...}.
func (a *litAlts) pointer(u *types.Pointer) {
	g, goal, st, depth, k := a.g, a.goal, a.st, a.depth, a.k
	a.lit(1, &Lit{T: goal, Kind: NilLit})
	if s, ok := u.Elem().Underlying().(*types.Struct); ok && a.nameable && depth > 0 && g.literalOK(goal, s) {
		a.add(2, func(fail fk) *Program {
			return g.structLit(u.Elem(), s, true, st, depth, k, fail)
		})
	}
}

// enumOnly reports whether goal, a named type of basic type u with
// consts constants of which flags are powers of two, is an enumeration
// (type Kind int; const (A Kind = iota; B; C)): its values are its
// constants, and Kind(1024) is none, whatever a table indexed by it does
// with it. Constants that are all powers of two are flags or units
// (Read|Write, KB, MB), which other values combine, unless the package
// never combines them and none is zero (SequenceNode Kind = 1 << iota,
// compared one by one: typesys.Env.NoZeroEnum).
func (g *Generator) enumOnly(goal types.Type, u *types.Basic, consts, flags int) bool {
	return (consts >= 2 && flags < consts || g.env.NoZeroEnum(goal)) && u.Info()&types.IsInteger != 0 && !IsDuration(goal)
}

// structs adds T{...}, or T{} where depth allows no fields, when a
// literal may stand for goal.
func (a *litAlts) structs(u *types.Struct) {
	g, goal, st, depth, k := a.g, a.goal, a.st, a.depth, a.k
	if !g.literalOK(goal, u) {
		return
	}
	needs := g.needsFields(goal, u)
	if a.nameable && depth > 0 {
		a.add(3, func(fail fk) *Program {
			return g.structLit(goal, u, false, st, depth, k, fail)
		})
	}
	if a.nameable && (depth <= 0 && !needs || needs && g.env.ZeroShown(goal)) && !g.env.ZeroUnshown(goal) {
		// A zero value where no field is needed, or where the tests
		// call methods on one though their literals set fields; not
		// one of a type the tests only build with fields set.
		a.lit(3, &Lit{T: goal, Kind: ZeroLit})
	}
}

// slice adds nil, make with a drawn length, and a literal with elements.
func (a *litAlts) slice(u *types.Slice) {
	g, goal, st, depth, k := a.g, a.goal, a.st, a.depth, a.k
	a.lit(1, &Lit{T: goal, Kind: NilLit})
	if !a.nameable || g.madeOnly(goal) {
		return
	}
	n := g.pick(3)
	if nilable(u.Elem()) || g.zeroElems(u.Elem()) {
		// make([]Item, n) would hand over n nil Items, which Go
		// APIs take only where their docs say so, or n zero values
		// of a struct the package makes: a buffer of them is made
		// empty.
		n = 0
	}
	a.lit(1, &Make{T: goal, Len: n})
	if depth > 0 && g.env.Nameable(u.Elem()) {
		a.add(3, func(fail fk) *Program {
			return g.elems(goal, u.Elem(), g.pick(3), st, depth, k, fail)
		})
	}
}

// array adds the zero array and, for a small one, a literal with its
// elements.
func (a *litAlts) array(u *types.Array) {
	g, goal, st, depth, k := a.g, a.goal, a.st, a.depth, a.k
	if !a.nameable {
		return
	}
	a.lit(2, &Lit{T: goal, Kind: ZeroLit})
	// A small array (a point, a rectangle's corner) spelled out:
	// a package that keys on it needs values that differ.
	if n := u.Len(); depth > 0 && n > 0 && n <= maxArrayLit && g.env.Nameable(u.Elem()) {
		a.add(3, func(fail fk) *Program {
			return g.elems(goal, u.Elem(), int(n), st, depth, k, fail)
		})
	}
}

// mapLits adds nil, make, and a literal with one key and value.
func (a *litAlts) mapLits(u *types.Map) {
	g, goal, st, depth, k := a.g, a.goal, a.st, a.depth, a.k
	a.lit(1, &Lit{T: goal, Kind: NilLit})
	if !a.nameable {
		return
	}
	a.lit(1, &Make{T: goal})
	// A Depgraph{k: nil} of a map[string]*node: a nil of a type no code
	// outside the package names is no element the harness can make.
	if depth > 0 && g.env.Nameable(u.Key()) && g.env.Nameable(u.Elem()) {
		a.add(3, func(fail fk) *Program {
			return g.exprs([]types.Type{u.Key(), u.Elem()}, nil, st, depth-1, func(kv []Term, st state, fail fk) *Program {
				if !hashable(u.Key()) && !hashable(kv[0].Type()) {
					return fail() // map[any]V{k: v} panics on a key whose dynamic type has a slice
				}
				return k(&Composite{T: goal, Keys: kv[:1], Elems: kv[1:]}, st, fail)
			}, fail)
		})
	}
}

// zeroElems reports whether the zero value of t is a struct of the
// package's with unexported or nilable fields that an operation makes,
// and that neither its doc nor its tests hand on as it is
// (typesys.Env.ZeroArgument): no element of a made slice.
func (g *Generator) zeroElems(t types.Type) bool {
	n, ok := t.(*types.Named)
	if !ok || n.Obj().Pkg() != g.env.Pkg {
		return false
	}
	s, ok := n.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	// A struct of exported values (a Point) is whole at zero.
	hidden := false
	for i := 0; i < s.NumFields(); i++ {
		switch s.Field(i).Type().Underlying().(type) {
		case *types.Pointer, *types.Map, *types.Signature, *types.Chan, *types.Interface:
			hidden = true
		}
		hidden = hidden || !s.Field(i).Exported()
	}
	return hidden && g.produced(t) && !g.env.ZeroArgument(t)
}

// hashable reports whether every value of type t can be a key of a map
// with interface keys: t is comparable, and holds no interface whose
// dynamic value might not be (the spec's strictly comparable).
func hashable(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return u.Kind() != types.UntypedNil
	case *types.Pointer, *types.Chan:
		return true
	case *types.Array:
		return hashable(u.Elem())
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if !hashable(u.Field(i).Type()) {
				return false
			}
		}
		return true
	}
	return false
}

// chanLits adds nil and made channels: a buffered one of a drawn size,
// or for a receive-only one an open and a closed one.
func (a *litAlts) chanLits(u *types.Chan) {
	a.lit(1, &Lit{T: a.goal, Kind: NilLit})
	switch {
	case !a.nameable:
	case u.Dir() == types.SendRecv:
		a.lit(2, &Make{T: a.goal, Len: a.g.pick(2)})
	case u.Dir() == types.RecvOnly:
		// A channel the receiver only reads signals by closing
		// (a context's Done, a timer's): one that never fires, and
		// one that already has.
		bidi := types.NewChan(types.SendRecv, u.Elem())
		a.lit(1, &Make{T: bidi})
		a.lit(2, &Make{T: bidi, Closed: true})
	}
}

// iface adds nil and an error's literal for error, a basic literal for
// an empty interface, and nil for an interface hogen does not synthesize.
func (a *litAlts) iface(u *types.Interface) {
	goal := a.goal
	if typesys.IsError(goal) {
		a.lit(6, &Lit{T: goal, Kind: NilLit})
		a.lit(2, &Lit{T: goal, Kind: ErrorLit, Val: constant.MakeString("hogen")})
		return
	}
	if u.Empty() {
		c := *a // the literals' alternatives need not escape, this one does
		a.add(4, c.anyLit)
		return
	}
	if !a.g.env.IsSynth(goal) { // hogen can do better than nil there
		a.lit(1, &Lit{T: goal, Kind: NilLit})
	}
}

// anyLit derives a value for an empty interface: a literal of a basic
// type. A container of anys holds one type in the use Go code makes of
// it (its comparator asserts to it), and takes nil only where its docs
// say so: a program's literals mostly keep the kind of its first.
func (a *litAlts) anyLit(fail fk) *Program {
	g, goal, st, k := a.g, a.goal, a.st, a.k
	kind := g.anyKind - 1
	if kind < 0 || !g.coin(80) {
		kind = g.src.Weighted(anyWeights[:])
	}
	if kind == anyNil && st.nonil {
		kind = anyInt
	}
	if g.anyKind == 0 {
		g.anyKind = kind + 1
	}
	switch kind {
	case anyInt:
		v, _ := g.basicValue(types.Typ[types.Int].Underlying().(*types.Basic))
		return k(&Lit{T: types.Typ[types.Int], Kind: ConstLit, Val: v}, st, fail)
	case anyString:
		v, _ := g.basicValue(types.Typ[types.String].Underlying().(*types.Basic))
		return k(&Lit{T: types.Typ[types.String], Kind: ConstLit, Val: v}, st, fail)
	}
	return k(&Lit{T: goal, Kind: NilLit}, st, fail)
}

// durations are the time.Duration literals, with their weights.
var durations = []struct {
	d      time.Duration
	weight int
}{{0, 4}, {time.Millisecond, 4}, {2 * time.Millisecond, 2}, {10 * time.Millisecond, 2}, {-1, 1}, {time.Nanosecond, 1}, {math.MaxInt64, 1}}

// IsDuration reports whether t is time.Duration.
func IsDuration(t types.Type) bool { return namedOf(t, "time", "Duration") }

// namedOf reports whether t is the named type path.name.
func namedOf(t types.Type, path, name string) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == path && n.Obj().Name() == name
}

// elems derives the composite literal of slice or array type t with n
// elements of type elem.
func (g *Generator) elems(t, elem types.Type, n int, st state, depth int, k succ, fail fk) *Program {
	goals := make([]types.Type, n)
	for i := range goals {
		goals[i] = elem
	}
	return g.exprs(goals, nil, st, depth-1, func(es []Term, st state, fail fk) *Program {
		return k(&Composite{T: t, Elems: es}, st, fail)
	}, fail)
}

// maxArrayLit is the longest array a literal spells out element by
// element; a longer one is its zero value.
const maxArrayLit = 4

// The kinds of literal an empty interface gets, and their weights.
const (
	anyInt = iota
	anyString
	anyNil
)

var anyWeights = [...]int{anyInt: 9, anyString: 9, anyNil: 2}

// literalOK reports whether a composite literal may stand for a value of
// type t with struct s. Go's convention: a type with a constructor is made
// with it, unless its doc says its zero value is usable or the package's
// tests build it by hand (typesys.Env.ZeroUsable). A struct with
// unexported fields that some operation makes or hands out is left to
// the operation, unless its doc or the tests say otherwise. So is a
// struct of exported fields that the package makes inside what it
// returns, a parser's node (typesys.Env.MadeInside), that the tests
// never build, when there are tests to say so.
func (g *Generator) literalOK(t types.Type, s *types.Struct) bool {
	if !g.env.ZeroUsable(t) {
		return false
	}
	for i := 0; i < s.NumFields(); i++ {
		if !s.Field(i).Exported() {
			return !g.produced(t) || g.env.DocumentedZero(t) || g.env.BuiltByTests(t)
		}
	}
	return !g.env.MadeInside(t) || !g.env.HasTests() || g.env.DocumentedZero(t) || g.env.BuiltByTests(t) || g.env.BatchInput(t)
}

// fieldsOK reports whether a literal of t, with struct s, may set
// fields: not when s has unexported fields that some operation makes or
// hands to the functions it is given, and the tests never set (gval's
// Parser{}, built for Const), with no doc calling it ready:
// &Parser{Language: l} has no scanner, and no user writes one.
//
// A struct whose exported fields are only flags over the state it hides
// (a Valid, as database/sql's Null types have, over unexported bytes)
// sets no field either unless the tests' literals do: the flag vouches
// for what only the package fills.
func (g *Generator) fieldsOK(t types.Type, s *types.Struct) bool {
	if flagsOnly(s) && g.env.HasTests() && !g.env.LiteralByTests(t) {
		return false
	}
	for i := 0; i < s.NumFields(); i++ {
		if !s.Field(i).Exported() {
			return !g.produced(t) && !g.env.PassesToCallbacks(t) || g.env.ZeroDocumented(t) || g.env.LiteralByTests(t)
		}
	}
	return true
}

// flagsOnly reports whether s has unexported fields, and exported ones
// that are all booleans.
func flagsOnly(s *types.Struct) bool {
	hidden, flags := false, false
	for i := 0; i < s.NumFields(); i++ {
		f := s.Field(i)
		if !f.Exported() {
			hidden = true
			continue
		}
		b, ok := f.Type().Underlying().(*types.Basic)
		if !ok || b.Kind() != types.Bool {
			return false
		}
		flags = true
	}
	return hidden && flags
}

// madeOnly reports whether t, a named slice type of the package's with
// methods, is the package's to make: an operation makes its values (a
// set Compress encodes), and the tests never write one, by a literal or
// a conversion. Bytes the program writes are no encoding, as a struct it
// writes with unexported fields is no value (see literalOK).
func (g *Generator) madeOnly(t types.Type) bool {
	n, ok := t.(*types.Named)
	if !ok || n.Obj().Pkg() != g.env.Pkg || n.NumMethods() == 0 || !g.produced(t) {
		return false
	}
	return !g.env.BuiltByTests(t) && !g.env.ConvertedByTests(t)
}

// produced reports whether some operation makes a t, or, for a pointer
// t, a value of what it points to (tree.Iterator() for a *Iterator: the
// variable it is bound to is addressed), or hands t out inside what it
// returns (a match's groups' captures: typesys.Env.HandsOut).
func (g *Generator) produced(t types.Type) bool {
	if len(g.memo.Producers(t)) > 0 {
		return true
	}
	if p, ok := t.(*types.Pointer); ok && len(g.memo.Producers(p.Elem())) > 0 {
		return true
	}
	return g.env.HandsOut(t)
}

// structLit derives T{F: e, ...} (or &T{...}) setting some exported fields.
func (g *Generator) structLit(t types.Type, s *types.Struct, addr bool, st state, depth int, k succ, fail fk) *Program {
	var fields []string
	var goals []types.Type
	var quiet, needed uint64
	setsOK := g.fieldsOK(t, s)
	required := g.env.RequiredFields(t)
	var enums uint64 // fields of an enumeration whose zero is none of its values
	for i := 0; i < s.NumFields(); i++ {
		f := s.Field(i)
		enum := f.Exported() && g.env.NoZeroEnum(f.Type())
		req := mustSet(f, required) || enum
		if req && !(setsOK && f.Exported() && g.env.Nameable(f.Type())) {
			return fail() // a field it must set that it cannot
		}
		if setsOK && f.Exported() && g.env.Nameable(f.Type()) && (req || g.coin(50)) {
			if j := len(goals); j < 64 && mustSet(f, required) {
				needed |= 1 << j // Response{Request: r}, as every test sets it
			}
			if j := len(goals); j < 64 && enum {
				enums |= 1 << j // Node{Kind: MappingNode}, not Kind 0
			}
			if j := len(goals); j < 64 && answers(f.Name(), f.Type()) {
				quiet |= 1 << j // Options{HashFunc: ...}
			}
			fields = append(fields, f.Name())
			goals = append(goals, f.Type())
		}
	}
	if len(fields) == 0 && g.env.ZeroUnshown(t) {
		return fail() // T{} of a type the tests only build with fields set
	}
	return g.exprsQuiet(goals, goalMasks{quiet: quiet}, nil, st, depth-1, func(es []Term, st state, fail fk) *Program {
		for j, e := range es {
			if lit, ok := e.(*Lit); ok && lit.Kind == NilLit && j < 64 && needed&(1<<j) != 0 {
				return fail() // a field every test sets, left nil
			}
			if j < 64 && enums&(1<<j) != 0 && zeroConst(e) {
				return fail() // Kind(0), no value of its enumeration
			}
		}
		if sharedLink(t, goals, es) {
			return fail()
		}
		return k(&Composite{T: t, Addr: addr, Fields: fields, Elems: es}, st, fail)
	}, fail)
}

// sharedLink reports whether a literal of t gives one value to two of
// its links, fields that point to its own type (a node's Left and
// Right): no tree, list or graph the package builds shares a node that
// way, and its code, toggling or unlinking each child in turn, is not
// written for it.
func sharedLink(t types.Type, goals []types.Type, es []Term) bool {
	self := types.NewPointer(t)
	if p, ok := t.(*types.Pointer); ok {
		self = p
	}
	seen := map[*Var]bool{}
	for j, e := range es {
		v, ok := e.(*Var)
		if !ok || !types.Identical(goals[j], self) {
			continue
		}
		if seen[v] {
			return true
		}
		seen[v] = true
	}
	return false
}

// needsFields reports whether a literal of t, with struct s, must set
// fields (see mustSet, typesys.Env.NoZeroEnum).
func (g *Generator) needsFields(t types.Type, s *types.Struct) bool {
	required := g.env.RequiredFields(t)
	for i := 0; i < s.NumFields(); i++ {
		if f := s.Field(i); mustSet(f, required) || f.Exported() && g.env.NoZeroEnum(f.Type()) {
			return true
		}
	}
	return false
}

// zeroConst reports whether e is a constant literal of value zero
// (Kind(0)), named or not.
func zeroConst(e Term) bool {
	l, ok := e.(*Lit)
	if !ok {
		return false
	}
	switch {
	case l.Kind == NamedConst && l.Const != nil:
		return constant.Sign(l.Const.Val()) == 0
	case l.Val != nil && l.Val.Kind() == constant.Int:
		return constant.Sign(l.Val) == 0
	}
	return false
}

// mustSet reports whether a literal must set field f, given the fields
// every test literal sets: a pointer, interface, map, func or chan field
// every test literal sets is one the package reads without a nil check;
// an embedded interface is what the struct's promoted methods call, and
// left nil it makes the struct a nil interface in disguise
// (HelperContext{} with no Context is a nil context.Context).
func mustSet(f *types.Var, required []string) bool {
	if f.Embedded() && types.IsInterface(f.Type()) {
		return true
	}
	return slices.Contains(required, f.Name()) && nilable(f.Type())
}

// nilable reports whether the zero value of t is nil: a slice's is
// not counted, being an empty one.
func nilable(t types.Type) bool {
	switch t.Underlying().(type) {
	case *types.Pointer, *types.Interface, *types.Map, *types.Signature, *types.Chan:
		return true
	}
	return false
}

// basicValue draws a constant of basic type b from the pools, keeping only
// values b can represent.
func (g *Generator) basicValue(b *types.Basic) (constant.Value, bool) {
	info := b.Info()
	switch {
	case info&types.IsBoolean != 0:
		return constant.MakeBool(g.pick(2) == 1), true
	case info&types.IsInteger != 0:
		for tries := 0; tries < 4; tries++ {
			v := g.ints[g.src.Weighted(g.intW)]
			if fitsInt(v, b.Kind()) {
				return constant.MakeInt64(v), true
			}
		}
		return constant.MakeInt64(0), true
	case info&types.IsFloat != 0, info&types.IsComplex != 0:
		f := g.floats[g.pick(len(g.floats))]
		if b.Kind() == types.Float32 || b.Kind() == types.Complex64 || b.Kind() == types.UntypedFloat {
			if math.Abs(f) > math.MaxFloat32 {
				f = 0
			}
		}
		return constant.MakeFloat64(f), true
	case info&types.IsString != 0:
		return constant.MakeString(g.strings[g.pick(len(g.strings))]), true
	}
	return nil, false
}

func fitsInt(v int64, k types.BasicKind) bool {
	switch k {
	case types.Int8:
		return v >= math.MinInt8 && v <= math.MaxInt8
	case types.Int16:
		return v >= math.MinInt16 && v <= math.MaxInt16
	case types.Int32, types.UntypedRune:
		return v >= math.MinInt32 && v <= math.MaxInt32
	case types.Uint8:
		return v >= 0 && v <= math.MaxUint8
	case types.Uint16:
		return v >= 0 && v <= math.MaxUint16
	case types.Uint32:
		return v >= 0 && v <= math.MaxUint32
	case types.Uint, types.Uint64, types.Uintptr:
		return v >= 0
	}
	return true // int, int64, untyped int
}

// hint is a short readable name for a variable of type t: s for
// BoundedStack, obs for ObserverI, err for error.
func hint(t types.Type) string {
	switch t := types.Unalias(t).(type) {
	case *types.Pointer:
		return hint(t.Elem())
	case *types.Named:
		if typesys.IsError(t) {
			return "err"
		}
		return nameHint(t.Obj().Name())
	case *types.Basic:
		switch {
		case t.Info()&types.IsBoolean != 0:
			return "ok"
		case t.Info()&types.IsString != 0:
			return "str"
		case t.Info()&types.IsInteger != 0:
			return "n"
		}
		return "x"
	case *types.Slice:
		return hint(t.Elem()) + "s"
	case *types.Map:
		return "m"
	case *types.Chan:
		return "ch"
	case *types.Signature:
		return "fn"
	}
	return "v"
}

// nameHint shortens a type name to its last camel-case word, lowercased,
// with the usual short forms of common words: BoundedStack -> s,
// ObserverI -> obs, Counter -> cou.
func nameHint(name string) string {
	words := typesys.CamelWords(name)
	w := strings.ToLower(words[len(words)-1])
	if len(words) > 1 && len(w) == 1 { // ObserverI -> observer
		w = strings.ToLower(words[len(words)-2])
	}
	if short, ok := shortHints[w]; ok {
		return short
	}
	if len(w) > 5 {
		w = w[:3]
	}
	if token.Lookup(w).IsKeyword() || types.Universe.Lookup(w) != nil {
		w += "v"
	}
	return w
}

var shortHints = map[string]string{
	"stack": "s", "observer": "obs", "listener": "l", "handler": "h",
	"cache": "c", "queue": "q", "list": "l", "map": "m", "element": "e",
	"node": "nd", "buffer": "buf", "reader": "r", "writer": "w",
	"interface": "iv", "context": "ctx", "callback": "cb", "func": "fn",
	"iterator": "it", "set": "set", "tree": "t", "heap": "h",
}

// paramHint names a closure parameter after the declared parameter, or
// after its type.
func paramHint(p *types.Var) string {
	if n := p.Name(); n != "" && n != "_" {
		return n
	}
	return hint(p.Type())
}
