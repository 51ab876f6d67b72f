package synth

import (
	"go/constant"
	"go/types"
	"regexp"
	"slices"
	"strings"

	"github.com/hogen-go/hogen/contracts"
	"github.com/hogen-go/hogen/synth/choice"
	"github.com/hogen-go/hogen/typesys"
)

// Config bounds and biases generation.
type Config struct {
	// Depth bounds the derivation: every rule that adds goals (a call's
	// arguments, a closure's body, a composite's elements) decrements it.
	Depth int
	// Size is the budget of one program: each call, closure and
	// implementation spends one. It keeps programs readable.
	Size int
	// SideEffectPercent is the chance that a step of a block calls a
	// side-effecting operation rather than any operation.
	SideEffectPercent int
	// Ints, Strings and Floats replace the default literal pools when not
	// nil (mined constants are added to the defaults only).
	Ints    []int64
	Strings []string
	Floats  []float64
}

// DefaultConfig is what hogen uses unless told otherwise.
func DefaultConfig() Config {
	return Config{Depth: 5, Size: 12, SideEffectPercent: 80}
}

// Generator derives programs for one package.
type Generator struct {
	env *typesys.Env
	set *contracts.Set
	cfg Config
	pre map[*typesys.Op]bool // ops with a precondition
	// prep maps a method to the method that initializes its receiver
	// (Preparer), for the types that have one.
	prep map[*typesys.Op]string
	// startsOnce are the Start methods not called again (StartsOnce).
	startsOnce map[*typesys.Op]bool
	// answering has, for each op, the bits of the func parameters named
	// as functions that answer (see answers); the variadic one's bit
	// stands for all its arguments.
	answering  map[*typesys.Op]uint64
	rooted     map[*typesys.Op]uint64   // the bits of the route paths a router's methods take (RoutePaths)
	locks      map[*typesys.Op]lockRole // the methods of sync.Lockers that take or give back their lock
	pairs      map[*typesys.Op]string   // PairOf of the methods that save or restore a state (Push, Pop)
	final      map[*typesys.Op]bool     // the methods that end their receiver's use (Close, a last Finish)
	cbOnly     map[*typesys.Op]bool     // the methods the tests call only in callbacks (typesys.Env.CallbackOnly)
	internal   map[*typesys.Op]bool     // the functions whose doc reserves them for the package's own callers
	variadic1  map[*typesys.Op]bool     // the variadic ops the tests never call without a variadic argument
	preClauses map[*typesys.Op][]preClause
	// Steps call a side-effecting op with SideEffectPercent chance, one
	// of the others otherwise: [top-level?][side-effecting?].
	stepOps [2][2][]*typesys.Op

	ints    []int64
	intW    []int
	floats  []float64
	strings []string
	// loopSizes are the counts a Loop draws from.
	loopSizes []int

	src    choice.Source // of the program being generated
	effort int           // alternatives left to try for this program
	memo   *typesys.Memo
	wbuf   []int // weights handed to the source, reused
	// arena holds the alternatives of the choice points of the program
	// being derived (newAlts): no program keeps them, and making them
	// one by one was a third of what generation allocated.
	arena []alt
	// slab holds the choice points of the derivation under way that
	// may backtrack (see backtrack), as arena their alternatives.
	slab  []backtrack
	hints map[types.Type]string
	// enums are the constants of other packages' named types (enumOf).
	enums map[*types.TypeName][]*types.Const
	fb    *Feedback // of the program being generated, or nil
	// focus is the value of a program from Feedback.States whose state
	// was new: the steps go on with it.
	focus *Var
	// pooled says that the program started from Feedback.Pool: its
	// steps may be loops on the values it has.
	pooled bool
	// anyKind is what the program's first literal of an empty interface
	// was (1 + anyInt, anyString or anyNil), 0 before it.
	anyKind int
}

// Clone returns a generator for another goroutine: it shares Γ and the
// configuration, and keeps caches of its own. The same source gives the
// same program from either.
func (g *Generator) Clone() *Generator {
	c := *g
	c.src, c.memo, c.wbuf, c.arena, c.slab, c.hints, c.enums = nil, g.env.NewMemo(), nil, nil, nil, map[types.Type]string{}, map[*types.TypeName][]*types.Const{}
	return &c
}

// maxEffort bounds the alternatives one derivation may try: without it,
// backtracking over a large API can search for long, and, continuations
// having no tail calls in Go, grow the stack without end.
const maxEffort = 2000

// internalOp reports whether no program calls op: the package's own,
// or a call Go code makes only another way.
func internalOp(env *typesys.Env, set *contracts.Set, op *typesys.Op) bool {
	switch {
	case op.Func != nil && set.Prose(op.Func).Internal != "":
		return true // "It should not be called by user code"
	case engineOnly(env, op):
		return true // the package's to call, with what its own code makes
	case env.Effects != nil && op.Func != nil && op.Field == nil && env.Effects.Reinterprets(op.Func.Origin()):
		// Reinterprets a pointer by unsafe arithmetic: only one the
		// package linked inside its values will do, which a program
		// cannot vouch for.
		return true
	case env.Effects != nil && op.Func != nil && op.Field == nil && op.Recv != nil && env.Effects.DropsError(op.Func.Origin()):
		// Hands out what a sibling returned with an error it drops: the
		// sibling says when that is no value.
		return true
	case env.Effects != nil && op.Func != nil && op.Field == nil && env.Effects.Generated(op.Func.Origin()):
		// Written by a generator: its contracts are the generator's.
		return true
	case env.Spawned(op):
		// go tm.Run() in the tests: a loop until stopped, which a
		// program, with no go statement, would wait for to the end.
		return true
	}
	return false
}

// New returns a generator for env, whose operations' preconditions are in
// set (which may be nil).
func New(env *typesys.Env, set *contracts.Set, cfg Config) *Generator {
	g := &Generator{env: env, set: set, cfg: cfg, pre: map[*typesys.Op]bool{}, memo: env.NewMemo(), hints: map[types.Type]string{}, enums: map[*types.TypeName][]*types.Const{}}
	g.preClauses = map[*typesys.Op][]preClause{}
	g.prep = map[*typesys.Op]string{}
	g.startsOnce = map[*typesys.Op]bool{}
	g.answering = map[*typesys.Op]uint64{}
	g.rooted = map[*typesys.Op]uint64{}
	g.locks = map[*typesys.Op]lockRole{}
	g.pairs = map[*typesys.Op]string{}
	g.final = map[*typesys.Op]bool{}
	g.cbOnly = map[*typesys.Op]bool{}
	g.internal = map[*typesys.Op]bool{}
	g.variadic1 = map[*typesys.Op]bool{}
	for _, op := range env.Ops {
		if env.VariadicRequired(op) {
			g.variadic1[op] = true
		}
		if env.CallbackOnly(op) || op.Func != nil && set.Prose(op.Func).Inside != "" && env.CallbackOnlyByDoc(op) {
			g.cbOnly[op] = true
		}
		if r := lockRoleOf(op); r != notLock {
			g.locks[op] = r
		}
		if p := PairOf(op); p != "" {
			g.pairs[op] = p
		}
		if op.Recv != nil && Ends(env, set, op) {
			g.final[op] = true
		}
		for i := 0; i < op.Sig.Params().Len() && i < 64; i++ {
			p := op.Sig.Params().At(i)
			t := p.Type()
			if s, ok := t.(*types.Slice); ok && op.Sig.Variadic() && i == op.Sig.Params().Len()-1 {
				t = s.Elem()
			}
			if answers(p.Name(), t) {
				g.answering[op] |= 1 << i
			}
		}
		if m := RoutePaths(op); m != 0 {
			g.rooted[op] = m
		}
		if p := Preparer(env, set, op); p != "" {
			g.prep[op] = p
			g.startsOnce[op] = StartsOnce(op, p)
		}
		if set.HasRequires(op.Func) {
			g.pre[op] = true
			g.preClauses[op] = collectPre(set, op)
		}
		if guard, _ := env.Guard(op); guard != nil {
			// Skipped when its guard says false, as when a precondition
			// fails: if it.Valid() { it.Next() }.
			g.pre[op] = true
		}
		if internalOp(env, set, op) {
			g.internal[op] = true
			continue
		}
		side := b2i(op.SideEffecting)
		if op.Field == nil { // a callback that swaps the hooks is no use Go code shows
			g.stepOps[0][side] = append(g.stepOps[0][side], op)
		}
		if op.TopLevel && !g.cbOnly[op] { // (a method for callbacks has no receiver at top level)
			g.stepOps[1][side] = append(g.stepOps[1][side], op)
		}
	}
	g.literalPools()
	return g
}

func (g *Generator) literalPools() {
	if g.cfg.Ints != nil {
		g.ints = g.cfg.Ints
	} else {
		// Small values first and likeliest, then boundaries, then the
		// package's own constants (GRT).
		g.ints = []int64{0, 1, 2, 3, -1, 4, 7, 8, 16, 100, 255, 256, 1<<31 - 1, -1 << 31, 1<<63 - 1, -1 << 63}
		seen := map[int64]bool{}
		for _, v := range g.ints {
			seen[v] = true
		}
		for _, v := range g.env.Ints {
			if !seen[v] {
				seen[v] = true
				g.ints = append(g.ints, v)
			}
		}
	}
	g.intW = make([]int, len(g.ints))
	for i := range g.intW {
		switch {
		case g.cfg.Ints != nil:
			g.intW[i] = 1
		case i == 4: // -1: a boundary, not a small value
			g.intW[i] = 3
		case i < 5:
			g.intW[i] = 12
		case i < 16:
			g.intW[i] = 1
		default:
			g.intW[i] = 3
		}
	}
	// Round sizes, and one past each of the package's own constants
	// that a loop may reach: its thresholds.
	g.loopSizes = []int{8, 32}
	for _, v := range g.env.Ints {
		if v > 8 && v < maxLoop && !slices.Contains(g.loopSizes, int(v)+1) {
			g.loopSizes = append(g.loopSizes, int(v)+1)
		}
	}
	if g.cfg.Strings != nil {
		g.strings = g.cfg.Strings
	} else {
		g.strings = []string{"", "a", "hogen"}
		for _, m := range g.env.Strings {
			// A mined format ("%q: %v") handed to a Printf-like method
			// makes go vet, and so go test, reject the reproducer.
			if !strings.Contains(m, "%") {
				g.strings = append(g.strings, m)
			}
		}
	}
	if g.cfg.Floats != nil {
		g.floats = g.cfg.Floats
	} else {
		g.floats = append([]float64{0, 1, -1, 0.5, 1e9}, g.env.Floats...)
	}
}

// maxLoop bounds the count of a Loop.
const maxLoop = 300

// Generate derives one program with decisions from src. It returns nil
// when the derivation fails within the bounds (every alternative tried,
// or, for a source that does not backtrack, the first).
func (g *Generator) Generate(src choice.Source) *Program {
	g.src, g.effort, g.arena, g.slab = src, maxEffort, g.arena[:0], g.slab[:0]
	defer func() { g.src = nil }()
	return g.generate(newState(g.cfg.Size), 0)
}

// generate derives the steps of a program after those already in st,
// whose size is prefix.
func (g *Generator) generate(st state, prefix int) *Program {
	budget := st.size
	g.anyKind = 0
	return g.steps(st, g.cfg.Depth, 0, true, func(st state, fail fk) *Program {
		return &Program{Body: &Block{Stmts: st.stmts.slice()}, Size: prefix + budget - st.size + st.reruns}
	}, func() *Program { return nil })
}

// --- continuation-passing machinery --------------------------------------

// state is the part of a derivation that backtracking must undo. It is a
// value with persistent lists: a continuation that is resumed after a
// failure sees exactly the state of its choice point.
type state struct {
	sc    *scope    // Γ's variables, newest first
	stmts *stmtList // the current block, newest first
	// in is what the derivation is within, which changes seldom: a
	// pointer, so that the continuations, which copy the state, stay
	// small (see with).
	in     *within
	size   int // what is left of the size budget
	reruns int // the calls a loop makes beyond its body's once
	nextID int
	// nextNode numbers the calls and closures: Call.ID, Closure.ID.
	nextNode int
	// quiet: in a body that must not act (a comparator, a Reader, a
	// callback whose doc forbids changes): no steps, and only operations
	// without side effects produce its values.
	quiet bool
	// nonil: the goal is an argument that earlier programs' nils crashed
	// (Feedback.NoNil): no nil literal derives it.
	nonil bool
	// nonneg: the goal is a size a synthesized method reports (Height,
	// Len): no negative literal derives it. measure: the closure being
	// derived is such a method, whose integer results are sizes.
	nonneg, measure bool
	// rooted: the goal is the path of a route (RoutePaths): its string
	// literals begin with "/".
	rooted bool
	// fd: the goal is a file descriptor (fdRE): the program owns none
	// to hand over, and hands -1, which is none.
	fd bool
	// sealed: in a body the package runs under its lock (its doc says
	// so): not even an operation without side effects, which may take
	// the same lock, produces its values.
	sealed bool
}

// within is the part of a state that changes seldom: the bodies, loop,
// constructor and lock the derivation is in. A state shares it until
// one changes it (with).
type within struct {
	bodies int      // how many synthesized bodies the derivation is in
	fwd    *fwdList // variables declared ahead of their call, not yet bound
	// loop is the index of the loop whose body is being derived: its
	// calls take it where an int goes, so each puts another key; loopKey
	// is its decimal string, where a string goes.
	loop, loopKey *Var
	// building is the result type of the constructor whose arguments are
	// being derived: a callback handed that type as a parameter (an
	// Option func(*Pool)) receives the object before its constructor
	// returned, to configure it, and its body does not use it.
	building types.Type
	// held is the lock the program's top level holds (see lockStep).
	held *heldLock
}

// newState is the state a derivation starts from, with size to spend.
func newState(size int) state { return state{in: &within{}, size: size} }

// with returns st with set applied to a copy of what it is within: the
// states that shared the old one keep it.
func (st state) with(set func(*within)) state {
	w := *st.in
	set(&w)
	st.in = &w
	return st
}

// fwdList holds forward variables and the body depth they belong to:
// they may be used only in bodies deeper than that, which run later.
type fwdList struct {
	v     *Var
	level int
	next  *fwdList
}

// usable reports whether v may be used here: a forward variable only in
// a synthesized body made after it was declared.
func (st state) usable(v *Var) bool {
	for f := st.in.fwd; f != nil; f = f.next {
		if f.v == v {
			return st.in.bodies > f.level
		}
	}
	return true
}

type scope struct {
	v    *Var
	next *scope
}

type stmtList struct {
	s    *Let
	next *stmtList
	n    int
}

func (l *stmtList) slice() []*Let {
	if l == nil {
		return nil
	}
	out := make([]*Let, l.n)
	for i := l.n - 1; l != nil; l, i = l.next, i-1 {
		out[i] = l.s
	}
	return out
}

func (st state) emit(l *Let) state {
	n := 1
	if st.stmts != nil {
		n = st.stmts.n + 1
	}
	st.stmts = &stmtList{s: l, next: st.stmts, n: n}
	return st
}

// newAlts returns an empty slice of capacity n for a choice point's
// alternatives, from the arena of the derivation under way. (Appending
// past n moves the slice out of the arena.)
func (g *Generator) newAlts(n int) []alt {
	if len(g.arena)+n > cap(g.arena) {
		// A new chunk; the alternatives already in the old one stay
		// where they are, for the choice points still open.
		g.arena = make([]alt, 0, max(2*cap(g.arena), 4*n, 256))
	}
	i := len(g.arena)
	g.arena = g.arena[:i+n]
	return g.arena[i : i : i+n]
}

// node numbers a new call or closure.
func (st state) node() (state, int) {
	st.nextNode++
	return st, st.nextNode
}

func (st state) newVar(t types.Type, hint string) (state, *Var) {
	st.nextID++
	v := &Var{ID: st.nextID, Hint: hint, T: t}
	st.sc = &scope{v: v, next: st.sc}
	return st, v
}

// fk is a failure continuation: it resumes the latest choice point with
// its next alternative, and returns the finished program or nil.
type fk func() *Program

// succ is a success continuation for a term.
type succ func(t Term, st state, fail fk) *Program

// alt is one alternative of a choice point: try, or, where try is nil,
// what the choice point's pick does with term or op. The common
// alternatives (a variable of Γ, a literal, an operation that produces
// the goal) are data rather than closures: a choice point offers dozens
// and takes one, and a closure each was most of what generation
// allocated.
type alt struct {
	weight int
	try    func(fail fk) *Program
	term   Term        // a term the choice point's continuation takes as it is
	op     *typesys.Op // an operation to call, for its result index
	// index is the result of op to take; where op and term are nil, the
	// kind of value the choice point's pick derives.
	index int
}

// pick runs an alternative that is data (alt.try nil) at its choice
// point.
type pick func(a alt, fail fk) *Program

// run runs a: its try, or pick.
func (a alt) run(p pick, fail fk) *Program {
	if a.try != nil {
		return a.try(fail)
	}
	return p(a, fail)
}

// choose tries the alternatives in an order drawn from the source: the
// first by weight, and, if the source backtracks, the rest uniformly as
// each one fails. With no alternative left it calls fail. p runs the
// alternatives that are data.
func (g *Generator) choose(alts []alt, p pick, fail fk) *Program {
	if g.effort <= 0 {
		return fail()
	}
	g.effort--
	switch len(alts) {
	case 0:
		return fail()
	case 1:
		return alts[0].run(p, fail)
	}
	g.wbuf = g.wbuf[:0]
	for _, a := range alts {
		g.wbuf = append(g.wbuf, a.weight)
	}
	first := g.src.Weighted(g.wbuf)
	if !g.src.Backtrack() {
		return alts[first].run(p, fail)
	}
	// The other alternatives, in the order the source draws them, made
	// only when the first one fails.
	bt := g.newBacktrack()
	*bt = backtrack{g: g, alts: alts, first: first, p: p, fail: fail}
	return alts[first].run(p, bt.next)
}

// backtrack is a choice point whose first alternative is under way:
// next, its failure continuation, tries the others. It is a struct in a
// slab rather than a closure over its variables, which cost three
// allocations at every choice point, most of which never fail.
type backtrack struct {
	g     *Generator
	alts  []alt
	first int
	rest  []alt // the alternatives not tried yet, made at the first failure
	p     pick
	fail  fk
}

func (b *backtrack) next() *Program {
	g := b.g
	if b.rest == nil {
		b.rest = make([]alt, 0, len(b.alts)-1)
		b.rest = append(b.rest, b.alts[:b.first]...)
		b.rest = append(b.rest, b.alts[b.first+1:]...)
	}
	if len(b.rest) == 0 || g.effort <= 0 {
		return b.fail()
	}
	g.effort--
	i := g.pick(len(b.rest))
	a := b.rest[i]
	b.rest = append(b.rest[:i:i], b.rest[i+1:]...)
	return a.run(b.p, b.next)
}

// newBacktrack returns a choice point of the slab of the derivation
// under way (see newAlts).
func (g *Generator) newBacktrack() *backtrack {
	if len(g.slab) == cap(g.slab) {
		g.slab = make([]backtrack, 0, max(2*cap(g.slab), 64))
	}
	g.slab = g.slab[:len(g.slab)+1]
	return &g.slab[len(g.slab)-1]
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// hint is the cached name hint of t.
func (g *Generator) hint(t types.Type) string {
	h, ok := g.hints[t]
	if !ok {
		h = hint(t)
		g.hints[t] = h
	}
	return h
}

// pick draws a number in [0, n) without bothering the source when there
// is no choice.
func (g *Generator) pick(n int) int {
	if n <= 1 {
		return 0
	}
	return g.src.Intn(n)
}

func (g *Generator) coin(percent int) bool {
	if percent <= 0 {
		return false
	}
	if percent >= 100 {
		return true
	}
	g.wbuf = append(g.wbuf[:0], percent, 100-percent)
	return g.src.Weighted(g.wbuf) == 0
}

// --- blocks and steps ----------------------------------------------------

// steps generates the steps of a block: at least min... one at top level,
// then more while the budget lasts and the source says go on.
func (g *Generator) steps(st state, depth, n int, top bool, k func(state, fk) *Program, fail fk) *Program {
	if n > 0 && (st.size <= 0 || !g.coin(75)) {
		return k(st, fail)
	}
	return g.step(st, depth, top, func(st state, fail fk) *Program {
		return g.steps(st, depth, n+1, top, k, fail)
	}, func() *Program {
		if n > 0 { // this step could not be made: end the block here
			return k(st, fail)
		}
		return fail()
	})
}

// step calls one operation for its effect and binds its results: with
// SideEffectPercent chance a side-effecting one.
func (g *Generator) step(st state, depth int, top bool, k func(state, fk) *Program, fail fk) *Program {
	if g.pooled && top && st.in.bodies == 0 && g.coin(loopStepPercent) {
		// A loop of calls on a value, and maybe a second that takes back
		// what the first put, in another order.
		again := func(st state, size, before int) state {
			st.reruns += size - (before - st.size)
			return st
		}
		before := st.size
		return g.loop(st, nil, true, func(st state, recv *Var, size int) *Program {
			st = again(st, size, before)
			if !g.coin(50) {
				return k(st, fail)
			}
			before := st.size
			return g.loop(st, recv, false, func(st2 state, _ *Var, size int) *Program {
				return k(again(st2, size, before), fail)
			}, func() *Program { return k(st, fail) })
		}, func() *Program { return g.stepCall(st, depth, top, k, fail) })
	}
	return g.stepCall(st, depth, top, k, fail)
}

// stepCall is a step that calls one operation.
func (g *Generator) stepCall(st state, depth int, top bool, k func(state, fk) *Program, fail fk) *Program {
	class := g.stepOps[b2i(top)]
	first, second := class[1], class[0]
	if len(first) == 0 || len(second) > 0 && !g.coin(g.cfg.SideEffectPercent) {
		first, second = second, first
	}
	bound := func(t Term, st state, fail fk) *Program {
		st, _ = g.bind(st, t.(*Call))
		return k(st, fail)
	}
	call := func(a alt, fail fk) *Program { return g.call(a.op, st, depth, bound, fail) }
	try := func(ops []*typesys.Op, fail fk) *Program {
		alts := make([]alt, len(ops))
		for i, op := range ops {
			w := 1
			if !top && op.Recv != nil && g.paramReceives(st, op.Recv) {
				w = 3 // a callback acts on what the package handed it
			}
			w *= g.weight(op)
			if top && g.focus != nil && op.Recv != nil && g.canReceive(g.focus.T, op.Recv) {
				w *= 2 // a method of the value to grow
			}
			alts[i] = alt{weight: w, op: op}
		}
		return g.choose(alts, call, fail)
	}
	return try(first, func() *Program {
		// No operation of the class drawn fits: try the other.
		if len(second) == 0 || !g.src.Backtrack() {
			return fail()
		}
		return try(second, fail)
	})
}

// loopStepPercent is the chance that a step of a program from the pool
// is a loop (Loop) rather than one call. Programs from scratch have none:
// they find the shallow bugs first, and a loop whose calls hit one of
// them ends the program before it reaches another.
const loopStepPercent = 10

// bind appends a Let of every result of call to the block and puts the
// results in Γ. A call with a precondition gets a backup: the zero values,
// so that a call whose precondition fails is skipped.
func (g *Generator) bind(st state, call *Call) (state, []*Var) {
	res := call.Op.Sig.Results()
	vars := call.Forward
	if vars != nil {
		st = st.with(func(w *within) { w.fwd = dropFwd(w.fwd, vars) }) // bound now: usable everywhere
	} else {
		vars = make([]*Var, res.Len())
		for i := range vars {
			st, vars[i] = st.newVar(res.At(i).Type(), g.hint(res.At(i).Type()))
		}
	}
	l := &Let{Vars: vars, Value: call, Forward: call.Forward != nil}
	if c := g.env.CompletedBy(call.Op.Func); call.Recv == nil && c != "" && len(vars) > 0 {
		vars[0].Unfinished = c // MakeServer's, until its Construct
	}
	if call.Recv == nil && len(vars) > 0 {
		// Must(&T{}, err) hands back the zero value it was given.
		for _, a := range call.Args {
			if v, ok := a.(*Var); (ok && v.Zero || zeroBuilt(a)) && types.Identical(a.Type(), vars[0].T) {
				vars[0].Zero = true
			}
		}
	}
	fallible := FallibleInputs(call)
	if g.pre[call.Op] || fallible {
		l.Backup = &Lit{T: call.Type(), Kind: ZeroLit}
	}
	switch {
	case fallible: // skipped unless every error it depends on is nil
		for _, v := range vars {
			v.Fallible = true
		}
	case len(vars) > 1 && typesys.IsError(res.At(res.Len()-1).Type()):
		for _, v := range vars[:len(vars)-1] {
			v.Fallible = true
		}
	}
	return st.emit(l), vars
}

// FallibleInputs reports whether call takes a fallible variable as its
// receiver or as an argument.
func FallibleInputs(call *Call) bool {
	if fallible(call.Recv) {
		return true
	}
	for _, a := range call.Args {
		if fallible(a) {
			return true
		}
	}
	return false
}

// fallible reports whether t is, or is a composite literal or an
// implementation holding, a variable bound by a call that may return an
// error: Options{Out: w}, an io.Reader that embeds r.
func fallible(t Term) bool {
	switch t := t.(type) {
	case *Var:
		return t.Fallible
	case *Impl:
		return fallible(t.Embed)
	case *Composite:
		for _, k := range t.Keys {
			if fallible(k) {
				return true
			}
		}
		for _, e := range t.Elems {
			if fallible(e) {
				return true
			}
		}
	}
	return false
}

// dropFwd returns fwd without vars.
func dropFwd(fwd *fwdList, vars []*Var) *fwdList {
	if fwd == nil {
		return nil
	}
	rest := dropFwd(fwd.next, vars)
	for _, v := range vars {
		if fwd.v == v {
			return rest
		}
	}
	if rest == fwd.next {
		return fwd
	}
	return &fwdList{v: fwd.v, level: fwd.level, next: rest}
}

// takesCode reports whether op takes a func value or an interface with
// methods: code that it may call.
func (g *Generator) takesCode(op *typesys.Op) bool {
	for i := 0; i < op.Sig.Params().Len(); i++ {
		switch t := op.Sig.Params().At(i).Type().Underlying().(type) {
		case *types.Signature:
			return true
		case *types.Interface:
			if t.NumMethods() > 0 {
				return true
			}
		}
	}
	if op.Recv != nil && types.IsInterface(op.Recv) {
		return true
	}
	return false
}

// takesCallback reports whether op returns something and takes a func
// value or a synthesized interface: a constructor a callback may re-enter.
func (g *Generator) takesCallback(op *typesys.Op) bool {
	if op.Sig.Results().Len() == 0 {
		return false
	}
	for i := 0; i < op.Sig.Params().Len(); i++ {
		t := op.Sig.Params().At(i).Type()
		if _, ok := t.Underlying().(*types.Signature); ok || g.env.IsSynth(t) {
			return true
		}
	}
	return false
}

// bindTerm binds a term that is not a call (an implementation, a
// composite) to a fresh variable.
func (g *Generator) bindTerm(st state, t Term) (state, *Var) {
	st, v := st.newVar(t.Type(), g.hint(t.Type()))
	v.Zero = zeroBuilt(t)
	v.Fallible = fallible(t)
	return st.emit(&Let{Vars: []*Var{v}, Value: t}), v
}

// zeroFits reports whether v may be handed where goal is taken: a zero
// value the program built goes to an interface only if every method of
// the interface is one the package's tests call on a zero value (a zero
// Encoder is no io.Writer).
func (g *Generator) zeroFits(v *Var, goal types.Type) bool {
	if !v.Zero {
		return true
	}
	it, ok := goal.Underlying().(*types.Interface)
	if !ok {
		// Handed to the package as what it is (Compare(other *Version)),
		// its methods are the package's to call: only a zero value the
		// tests use without restriction goes.
		return !g.env.ZeroRestricted(v.T)
	}
	for i := 0; i < it.NumMethods(); i++ {
		if !g.env.ZeroAllows(v.T, it.Method(i).Name()) {
			return false
		}
	}
	return true
}

// zeroBuilt reports whether t is a zero value the program builds: T{},
// &T{}, the zero literal.
func zeroBuilt(t Term) bool {
	switch t := t.(type) {
	case *Lit:
		return t.Kind == ZeroLit
	case *Composite:
		return len(t.Elems) == 0
	}
	return false
}

// call derives a call of op: receiver and arguments, each a goal at depth-1.
func (g *Generator) call(op *typesys.Op, st state, depth int, k succ, fail fk) *Program {
	if depth <= 0 || st.size <= 0 {
		return fail()
	}
	st.nonil, st.nonneg, st.rooted, st.fd = false, false, false, false // of the goal, not of this call's receiver or arguments
	role := g.locks[op]
	lockOK, lockRecv := lockStep(role, st)
	if !lockOK {
		return fail()
	}
	st.size--
	params := op.Sig.Params()
	goals, n := g.callGoals(op)
	withArgs := func(recv Term, st state, fail fk) *Program {
		st, fwd := g.forward(op, st)
		outer := st
		st = g.argContext(st, op)
		if op.Recv == nil && op.Sig.Results().Len() > 0 {
			st = st.with(func(w *within) { w.building = op.Sig.Results().At(0).Type() })
		}
		derive, nils, masks := g.argGoals(op, goals)
		return g.exprsQuiet(derive, masks, nil, st, depth-1, func(args []Term, st state, fail fk) *Program {
			for _, i := range nils {
				t := goals[i] // a variadic parameter's element, not its slice
				if i < n {
					t = params.At(i).Type()
				}
				args = slices.Insert(slices.Clone(args), i, Term(&Lit{T: t, Kind: DocNil}))
			}
			if g.pre[op] && g.staticallyFalse(op, args) {
				return fail() // its guard would skip it: choose other arguments
			}
			st.quiet, st.sealed = outer.quiet, outer.sealed
			if b := outer.in.building; st.in.building != b {
				st = st.with(func(w *within) { w.building = b })
			}
			args = vetClean(op, args)
			st.nextNode++
			if v, ok := recv.(*Var); ok && v.Unfinished == op.Func.Name() {
				v.Unfinished = "" // (a branch that backtracks past it leaves it finished; the package's then)
			}
			if v, ok := recv.(*Var); ok && Readies(op, g.prep[op]) {
				v.Prepared = true // (a branch that backtracks past it leaves a mark the harness's rule covers)
			}
			if v, ok := recv.(*Var); ok {
				notePair(v, g.pairs[op])
				// A body runs when the package calls it, if ever: what it
				// ends is not ended for the statements after its closure.
				v.Ended = v.Ended || g.final[op] && st.in.bodies == 0
			}
			if role != notLock {
				st = st.with(func(w *within) { w.held = afterLock(role, recv, w.held) })
			}
			return k(&Call{ID: st.nextNode, Op: op, Recv: recv, Args: args, Forward: fwd}, st, fail)
		}, fail)
	}
	if op.Recv == nil {
		return withArgs(nil, st, fail)
	}
	if lockRecv != nil {
		if !g.canReceive(lockRecv.T, op.Recv) {
			return fail() // another type's Unlock
		}
		return withArgs(lockRecv, st, fail)
	}
	return g.receiver(op, st, depth-1, withArgs, fail)
}

// callGoals returns the types of op's arguments, the variadic slice's
// element once for each of a few arguments drawn, and how many
// parameters precede the variadic one.
func (g *Generator) callGoals(op *typesys.Op) (goals []types.Type, n int) {
	params := op.Sig.Params()
	n = params.Len()
	variadicExtra := 0
	if op.Sig.Variadic() {
		n-- // the variadic slice is passed element by element
		if g.variadic1[op] {
			variadicExtra = 1 + g.pick(2) // as the tests call it
		} else {
			variadicExtra = g.pick(3)
		}
	}
	goals = make([]types.Type, 0, n+variadicExtra)
	prose := g.set.Prose(op.Func)
	for i := 0; i < n; i++ {
		t := params.At(i).Type()
		if w := TypeWord(prose.TypeWord); i < 64 && prose.Typed&(1<<i) != 0 && w != nil {
			// An any whose doc names the type it takes: "must be a uint type".
			t = w
		}
		goals = append(goals, t)
	}
	if op.Sig.Variadic() {
		elem := params.At(params.Len() - 1).Type().(*types.Slice).Elem()
		for i := 0; i < variadicExtra; i++ {
			goals = append(goals, elem)
		}
	}
	return goals, n
}

// forward declares, with some chance, the results of a constructor that
// takes a callback before its call, so that the callback may capture
// them: var c *Cache, before anything captures c.
func (g *Generator) forward(op *typesys.Op, st state) (state, []*Var) {
	if !g.takesCallback(op) || !g.coin(50) {
		return st, nil
	}
	res := op.Sig.Results()
	fwd := make([]*Var, res.Len())
	for i := range fwd {
		st, fwd[i] = st.newVar(res.At(i).Type(), g.hint(res.At(i).Type()))
		v := fwd[i]
		st = st.with(func(w *within) { w.fwd = &fwdList{v: v, level: w.bodies, next: w.fwd} })
	}
	return st.emit(&Let{Vars: fwd}), fwd
}

// argGoals is what op's arguments are derived from: goals, but those of
// the parameters whose doc says what nil means, which get nil at times
// (their indexes in nils); quiet has the bits of the goals derived
// quietly (see answers). (withArgs runs again when the receiver is
// chosen again: goals stays as it is.)
func (g *Generator) argGoals(op *typesys.Op, goals []types.Type) (derive []types.Type, nils []int, m goalMasks) {
	last := op.Sig.Params().Len() - 1
	bits, answering, rooted := g.set.Prose(op.Func).Nils, g.answering[op], g.rooted[op]
	var nonil uint64
	if g.fb != nil {
		nonil = g.fb.NoNil[op]
	}
	derive = goals[:0:0]
	for i, t := range goals {
		if i < 64 && bits&(1<<i) != 0 && g.coin(nilPercent) {
			nils = append(nils, i)
			continue
		}
		if j, k := len(derive), min(i, last); j < 64 && k < 64 {
			if answering&(1<<k) != 0 {
				m.quiet |= 1 << j
			}
			if nonil&(1<<k) != 0 {
				m.nonil |= 1 << j
			}
			if rooted&(1<<k) != 0 {
				m.rooted |= 1 << j
			}
			if p := op.Sig.Params().At(k); isInt(p.Type()) && fdRE.MatchString(p.Name()) {
				m.fd |= 1 << j
			}
		}
		derive = append(derive, t)
	}
	return derive, nils, m
}

// RoutePaths is the mask of the string parameters of a method of a
// router, a type that serves HTTP (http.Handler's ServeHTTP), named as
// the path of a route (path, pattern, route, prefix): a path that
// begins with "/", as every request's URL.Path does and as
// http.ServeMux's patterns do (it refuses an empty one).
func RoutePaths(op *typesys.Op) uint64 {
	if op.Recv == nil || op.Func == nil || !servesHTTP(op.Recv) {
		return 0
	}
	var mask uint64
	for i := 0; i < op.Sig.Params().Len() && i < 64; i++ {
		p := op.Sig.Params().At(i)
		if b, ok := p.Type().Underlying().(*types.Basic); ok && b.Info()&types.IsString != 0 && routeRE.MatchString(p.Name()) {
			mask |= 1 << i
		}
	}
	return mask
}

var routeRE = regexp.MustCompile(`(?i)^(path|pattern|route|prefix|urlpath)$`)

// servesHTTP reports whether t has http.Handler's method.
func servesHTTP(t types.Type) bool {
	obj, _, _ := types.LookupFieldOrMethod(t, true, nil, "ServeHTTP")
	fn, ok := obj.(*types.Func)
	if !ok || fn.Signature().Params().Len() != 2 {
		return false
	}
	ps := fn.Signature().Params()
	r, ok := ps.At(1).Type().(*types.Pointer)
	return ok && namedOf(ps.At(0).Type(), "net/http", "ResponseWriter") && namedOf(r.Elem(), "net/http", "Request")
}

// nilPercent is the chance that a parameter whose doc gives nil a
// meaning gets nil.
const nilPercent = 25

// unready returns what makes a variable no receiver of op yet, and
// whether op takes only a variable the program holds, never a new one.
func (g *Generator) unready(op *typesys.Op) (unready func(*Var) bool, onlyHeld bool) {
	unready = func(v *Var) bool { return false }
	// A type with a method that initializes it (Init, Start) is used
	// after it: the other methods take only a variable it readied, or
	// one the package handed the callback.
	if p := g.prep[op]; p != "" && !Readies(op, p) {
		unready, onlyHeld = func(v *Var) bool { return !v.Prepared && !v.Param }, true
	}
	// A method the tests call only on what the package hands the
	// functions they give it (L.CheckInt(1) in a Lua function) takes
	// only what the package handed the body being derived.
	if g.cbOnly[op] {
		unready, onlyHeld = func(v *Var) bool { return !v.Param }, true
	}
	// A closer (Pop, Restore, End) takes a variable its opener (Push,
	// Save, Begin) was called on more often than it, as Unlock takes a
	// locked mutex.
	if opener, closes := strings.CutPrefix(g.pairs[op], "-"); closes {
		prev := unready
		unready, onlyHeld = func(v *Var) bool { return prev(v) || v.Opened[opener] == 0 }, true
	}
	// A value started is not started again (StartsOnce).
	if g.startsOnce[op] {
		prev := unready
		unready = func(v *Var) bool { return prev(v) || v.Prepared }
	}
	// A value whose use ended (Close, a Finish the tests call last)
	// takes nothing more.
	prev := unready
	return func(v *Var) bool { return v.Ended || prev(v) }, onlyHeld
}

// receiver derives the receiver of a method call as a variable: one of Γ
// (a pointer will do for a value method), or a new value bound first.
// A returned receiver is none that hogen synthesized (typesys.Op.Returned).
func (g *Generator) receiver(op *typesys.Op, st state, depth int, k succ, fail fk) *Program {
	t, returned := op.Recv, op.Returned
	// A zero value the program built takes the methods the package's
	// tests call on one, no others; one its preparer readied (an Init
	// whose doc says so) is zero no longer.
	zeroOK := func(e Term) bool {
		v, isVar := e.(*Var)
		if !g.finished(e, op) {
			return false
		}
		return !(isVar && v.Zero && !v.Prepared || zeroBuilt(e)) || g.env.BuiltZeroAllows(t, op.Func.Name())
	}
	unready, onlyHeld := g.unready(op)
	// A value whose lock the program holds takes nothing but its
	// release, at the top level or in a body: its other methods take
	// the lock too, and wait for the program (sync.Mutex is not
	// reentrant).
	if h := st.in.held; h != nil && h.v != nil && g.locks[op] != releases && g.locks[op] != releasesRead {
		prev := unready
		unready = func(v *Var) bool { return v == h.v || prev(v) }
	}
	alts := g.newAlts(8)
	newest := true
	for s := st.sc; s != nil; s = s.next {
		v := s.v
		if g.canReceive(v.T, t) && st.usable(v) && !(returned && v.Made) && zeroOK(v) && !unready(v) {
			w := 8
			if newest {
				w = 16 // go on with the object the program just made or used
				newest = false
			}
			if v.Param {
				w = 24 // act on what the package handed the callback
			}
			if v == g.focus {
				w = 24 // grow the value whose state was new
			}
			alts = append(alts, alt{weight: w, term: v})
		}
	}
	// A new value, and, for a pointer to a non-interface, a value of the
	// type it points to in a variable the call addresses: it :=
	// tree.Iterator(); it.Next().
	const newRecv, addressedRecv = 1, 2
	p, ok := t.(*types.Pointer)
	if onlyHeld {
		return g.choose(alts, func(a alt, fail fk) *Program { return k(a.term, st, fail) }, fail)
	}
	alts = append(alts, alt{weight: 2, index: newRecv})
	if ok && !types.IsInterface(p.Elem()) {
		alts = append(alts, alt{weight: 2, index: addressedRecv})
	}
	return g.choose(alts, func(a alt, fail fk) *Program {
		switch a.index {
		case newRecv:
			return g.newReceiver(t, returned, zeroOK, st, depth, k, fail)
		case addressedRecv:
			return g.expr(p.Elem(), st, depth, newTerm, func(e Term, st state, fail fk) *Program {
				if !zeroOK(e) || !types.Identical(e.Type(), p.Elem()) {
					return fail() // assignable is not enough: methods belong to named types
				}
				if v, ok := e.(*Var); ok {
					return k(v, st, fail)
				}
				st, v := g.bindTerm(st, e)
				return k(v, st, fail)
			}, fail)
		}
		return k(a.term, st, fail)
	}, fail)
}

// finished reports whether e, a receiver of op, is complete: not a
// value of a two-phase constructor (MakeServer) whose completing method
// (Construct, typesys.Env.CompletedBy) the program has not called yet,
// unless op is that method.
func (g *Generator) finished(e Term, op *typesys.Op) bool {
	switch e := e.(type) {
	case *Var:
		return e.Unfinished == "" || e.Unfinished == op.Func.Name()
	case *Call:
		c := g.env.CompletedBy(e.Op.Func)
		return c == "" || c == op.Func.Name()
	}
	return true
}

// newReceiver derives a new value for a receiver of type t: one the
// package made, if returned; never nil nor a zero value that zeroOK
// refuses.
func (g *Generator) newReceiver(t types.Type, returned bool, zeroOK func(Term) bool, st state, depth int, k succ, fail fk) *Program {
	which := newTerm
	if returned {
		which = returnedTerm
	}
	return g.expr(t, st, depth, which, func(e Term, st state, fail fk) *Program {
		if lit, ok := e.(*Lit); ok && lit.Kind == NilLit || !zeroOK(e) {
			return fail() // a nil receiver is the generator's own fault
		}
		if !g.canReceive(e.Type(), t) {
			return fail() // assignable is not enough: methods belong to named types
		}
		if _, ok := e.(*Impl); ok && returned {
			return fail()
		}
		if v, ok := e.(*Var); ok {
			if returned && v.Made {
				return fail()
			}
			return k(v, st, fail)
		}
		st, v := g.bindTerm(st, e)
		return k(v, st, fail)
	}, fail)
}

// paramReceives reports whether a parameter of the enclosing synthesized
// body can be the receiver of a method with receiver type t.
func (g *Generator) paramReceives(st state, t types.Type) bool {
	for s := st.sc; s != nil; s = s.next {
		if s.v.Param && g.canReceive(s.v.T, t) {
			return true
		}
	}
	return false
}

// canReceive reports whether a value of type v can be the receiver of a
// method whose receiver type is t: an interface takes what is assignable;
// a method of a named type needs that type or a pointer to it.
func (g *Generator) canReceive(v, t types.Type) bool {
	if types.IsInterface(t) {
		return g.memo.Assignable(v, t)
	}
	if types.Identical(v, t) {
		return true
	}
	// A pointer may call a value method (Go dereferences it). The other
	// way round, Go takes the variable's address: receivers are
	// variables, and the harness addresses them too (synth.Addressed).
	if p, ok := v.(*types.Pointer); ok && types.Identical(p.Elem(), t) {
		return true
	}
	return addressable(v, t)
}

// addressable reports whether a variable of type v is addressed for a
// method with pointer receiver t: v is the struct (or other non-pointer,
// non-interface) type t points to.
func addressable(v, t types.Type) bool {
	p, ok := t.(*types.Pointer)
	if !ok || types.IsInterface(v) {
		return false
	}
	_, vPtr := v.Underlying().(*types.Pointer)
	return !vPtr && types.Identical(p.Elem(), v)
}

// exprs derives a term for each goal in turn.
func (g *Generator) exprs(goals []types.Type, done []Term, st state, depth int, k func([]Term, state, fk) *Program, fail fk) *Program {
	return g.exprsQuiet(goals, goalMasks{}, done, st, depth, k, fail)
}

// exprsQuiet is exprs, with the goals whose bit quiet has derived in a
// quiet context: a function whose role is to answer (see answers).
func (g *Generator) exprsQuiet(goals []types.Type, m goalMasks, done []Term, st state, depth int, k func([]Term, state, fk) *Program, fail fk) *Program {
	i := len(done)
	if i == len(goals) {
		return k(done, st, fail)
	}
	outer, outerNonil, outerNonneg, outerRooted, outerFd := st.quiet, st.nonil, st.nonneg, st.rooted, st.fd
	if i < 64 && m.quiet&(1<<i) != 0 {
		st.quiet = true
	}
	st.nonil = i < 64 && m.nonil&(1<<i) != 0
	st.nonneg = i < 64 && m.nonneg&(1<<i) != 0
	st.rooted = i < 64 && m.rooted&(1<<i) != 0
	st.fd = i < 64 && m.fd&(1<<i) != 0
	return g.expr(goals[i], st, depth, anyTerm, func(t Term, st state, fail fk) *Program {
		st.quiet, st.nonil, st.nonneg, st.rooted, st.fd = outer, outerNonil, outerNonneg, outerRooted, outerFd
		next := make([]Term, i+1)
		copy(next, done)
		next[i] = t
		return g.exprsQuiet(goals, m, next, st, depth, k, fail)
	}, fail)
}

// goalMasks qualify the goals of exprsQuiet, a bit each: quiet derives
// the goal in a quiet context (a function that answers), nonil never as
// a nil literal (Feedback.NoNil), nonneg never as a negative one, rooted
// as a path that begins with "/".
type goalMasks struct {
	quiet, nonil, nonneg, rooted, fd uint64
}

// isInt reports whether t is a signed integer type (an fd is an int).
func isInt(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsInteger != 0 && b.Info()&types.IsUnsigned == 0
}

// fdRE matches the names Go gives an integer that is a file descriptor:
// a program that hands a small integer (3) as one closes or writes to a
// descriptor it does not own (hogen's own pipes, the runtime's poller).
var fdRE = regexp.MustCompile(`(?i)^(fd|fds|filedes|descriptor)$|[a-z]Fd$|[a-z]FD$`)

// --- the judgment Γ ⊢ τ ⇒ e ----------------------------------------------

// terms says which rules may derive a term.
type terms uint8

const (
	anyTerm      terms = iota
	newTerm            // a new value, not a variable of Γ
	returnedTerm       // a new value, none that hogen synthesizes: a receiver the package must have made
)

// expr derives a term of type goal, by the rules which allows.
func (g *Generator) expr(goal types.Type, st state, depth int, which terms, k succ, fail fk) *Program {
	var producers []typesys.Producer
	if depth > 0 && st.size > 0 {
		producers = g.memo.Producers(goal)
	}
	alts := g.newAlts(len(producers) + 8)
	// [Var]: reuse what the program already has (Randoop's feedback).
	anyGoal := isEmptyIface(goal)
	for s := st.sc; s != nil && which == anyTerm; s = s.next {
		v := s.v
		if g.memo.Assignable(v.T, goal) && st.usable(v) && g.zeroFits(v, goal) && !(anyGoal && isOption(v.T)) {
			w := 6
			if v == st.in.loop || v == st.in.loopKey {
				w = 48
			}
			alts = append(alts, alt{weight: w, term: v})
		}
	}
	// [Impl] and [Fn]: synthesize the callback, unless the term must be
	// one the package made: derived anyway, it would be refused only
	// after its bodies were, and backtracking through those bodies (a
	// With that returns its own interface nests them) used up the effort.
	synth := which != returnedTerm
	if named, ok := goal.(*types.Named); ok && synth && g.env.IsSynth(named) {
		alts = append(alts, alt{weight: 12, try: func(fail fk) *Program { return g.impl(named, st, depth, k, fail) }})
	}
	if _, ok := goal.Underlying().(*types.Signature); ok && synth && g.env.Constructible(goal) {
		alts = append(alts, alt{weight: 12, try: func(fail fk) *Program { return g.closure(goal, st, depth, k, fail) }})
	}
	// An any the package asserts to one of its interfaces.
	if i, ok := goal.Underlying().(*types.Interface); ok && synth && i.Empty() {
		for _, named := range g.env.Asserted {
			alts = append(alts, alt{weight: 4, try: func(fail fk) *Program { return g.impl(named, st, depth, k, fail) }})
		}
	}
	// [Call]: an operation that produces the goal.
	for _, p := range producers {
		if st.sealed || st.quiet && (p.Op.SideEffecting || g.takesCode(p.Op)) {
			continue // a quiet body neither acts nor calls back
		}
		if g.internal[p.Op] || g.costly(p.Op) && !g.coin(100/costShare) {
			continue
		}
		alts = append(alts, alt{weight: 2, op: p.Op, index: p.Index})
	}
	// Literals.
	alts = g.literals(goal, st, depth, k, alts)
	return g.choose(alts, func(a alt, fail fk) *Program {
		if a.op == nil {
			return k(a.term, st, fail)
		}
		return g.call(a.op, st, depth, func(t Term, st state, fail fk) *Program {
			st, vars := g.bind(st, t.(*Call))
			return k(vars[a.index], st, fail)
		}, fail)
	}, fail)
}

// argContext is st for deriving op's arguments: quiet where op's doc
// forbids its callbacks to act, sealed where it runs them under its lock.
// The caller restores both once the arguments are derived.
func (g *Generator) argContext(st state, op *typesys.Op) state {
	p := g.set.Prose(op.Func)
	st.quiet = st.quiet || p.Forbids != ""
	st.sealed = st.sealed || p.Locked != ""
	return st
}

// closure derives [Fn]: a func literal whose parameters join Γ and whose
// body calls side-effecting operations, then yields its results.
func (g *Generator) closure(t types.Type, st state, depth int, k succ, fail fk) *Program {
	if st.size <= 0 {
		return fail()
	}
	st.size--
	quiet := false
	if n, ok := t.(*types.Named); ok {
		quiet = g.set.Quiet(n.Obj())
	}
	building := st.in.building
	if n, ok := t.(*types.Named); ok {
		if b := configured(n.Obj().Name(), t.Underlying().(*types.Signature)); b != nil {
			st = st.with(func(w *within) { w.building = b }) // an Option func(*Server) only configures the Server
		}
	}
	derived := func() *Program {
		return g.fn(t, st, depth, quiet, func(c *Closure, st state, fail fk) *Program {
			if st.in.building != building {
				st = st.with(func(w *within) { w.building = building })
			}
			return k(c, st, fail)
		}, fail)
	}
	if comparator(t) {
		return g.comparator(t, t.Underlying().(*types.Signature), st, k, fail)
	}
	return derived()
}

// fn builds a closure of type t in a new block, then resumes in the outer
// block with the budget and names the body used. A quiet body (or one in
// a quiet context) does not act.
func (g *Generator) fn(t types.Type, outer state, depth int, quiet bool, k func(*Closure, state, fk) *Program, fail fk) *Program {
	sig := t.Underlying().(*types.Signature)
	inner := outer
	inner.stmts = nil
	inner = inner.with(func(w *within) { w.bodies++; w.building = nil })
	// A comparator does not act: by Go's convention, as sort.Slice's
	// less, it is pure.
	inner.quiet = inner.quiet || quiet || comparator(t) || hasher(t) || contracts.Logger("", t) || contracts.Computes(t)
	params := make([]*Var, sig.Params().Len())
	for i := range params {
		p := sig.Params().At(i)
		sc := inner.sc
		inner, params[i] = inner.newVar(p.Type(), paramHint(p))
		params[i].Param = true
		if outer.in.building != nil && types.Identical(p.Type(), outer.in.building) {
			inner.sc = sc // the object under construction: not in Γ
		}
	}
	inner.measure = false
	results := make([]types.Type, sig.Results().Len())
	var masks goalMasks
	for i := range results {
		results[i] = sig.Results().At(i).Type()
		if b, ok := results[i].Underlying().(*types.Basic); ok && outer.measure && i < 64 && b.Info()&types.IsInteger != 0 {
			masks.nonneg |= 1 << i // a Height of -1 is no height
		}
	}
	body := func(st state, fail fk) *Program {
		return g.exprsQuiet(results, masks, nil, st, max(depth-1, 0), func(rs []Term, st state, fail fk) *Program {
			st.nextNode++
			c := &Closure{ID: st.nextNode, T: t, Params: params, Body: &Block{Stmts: st.stmts.slice(), Results: rs}, Quiet: inner.quiet}
			back := outer
			back.size, back.nextID, back.nextNode = st.size, st.nextID, st.nextNode
			return k(c, back, fail)
		}, fail)
	}
	// With SideEffectPercent chance the body acts before it answers; a
	// body may take one step beyond the program's budget, or callbacks
	// made late would never act.
	if depth > 1 && !inner.quiet && g.coin(g.cfg.SideEffectPercent) {
		acting := inner
		acting.size = max(acting.size, 1)
		return g.steps(acting, depth-1, 0, false, body, func() *Program { return body(inner, fail) })
	}
	return body(inner, fail)
}

// impl derives [Impl]: an implementation of iface whose methods are
// closures with the implementation itself in scope. When Γ holds a value
// of the interface, it may embed it and override some methods only.
func (g *Generator) impl(iface *types.Named, st state, depth int, k succ, fail fk) *Program {
	if st.size <= 0 {
		return fail()
	}
	st.size--
	it := iface.Underlying().(*types.Interface)
	var embeds []*Var
	for s := st.sc; s != nil; s = s.next {
		if g.memo.Assignable(s.v.T, iface) && g.zeroFits(s.v, iface) {
			embeds = append(embeds, s.v)
		}
	}
	var embed Term
	methods := make([]*types.Func, 0, it.NumMethods())
	if len(embeds) > 0 && g.coin(25) {
		// Quiet methods are not overridden: a Len that differs from the
		// embedded Less's idea of the length is the generator's lie.
		embed = embeds[g.pick(len(embeds))]
		for i := 0; i < it.NumMethods(); i++ {
			if m := it.Method(i); !g.set.Quiet(m) && g.coin(50) {
				methods = append(methods, m)
			}
		}
	} else {
		for i := 0; i < it.NumMethods(); i++ {
			methods = append(methods, it.Method(i))
		}
	}
	st, self := st.newVar(iface, g.hint(iface))
	self.Made = true
	self.Fallible = fallible(embed) // it delegates to a result that may have come with an error
	im := &Impl{Iface: iface, Self: self, Embed: embed}
	building := st.in.building
	if it.NumMethods() == 1 {
		if b := configured(iface.Obj().Name(), it.Method(0).Signature()); b != nil {
			st = st.with(func(w *within) { w.building = b }) // an option's Apply(*App) only configures the App
		}
	}
	var bodies func(i int, st state, fail fk) *Program
	bodies = func(i int, st state, fail fk) *Program {
		if i == len(methods) {
			if st.in.building != building {
				st = st.with(func(w *within) { w.building = building })
			}
			st = st.emit(&Let{Vars: []*Var{self}, Value: im})
			return k(self, st, fail)
		}
		m := methods[i]
		st.measure = sizeNameRE.MatchString(m.Name())
		return g.fn(m.Type(), st, depth, g.set.Quiet(m), func(c *Closure, st state, fail fk) *Program {
			st.measure = false
			im.Methods = append(im.Methods[:i:i], &Method{Func: m, Fn: c})
			return bodies(i+1, st, fail)
		}, fail)
	}
	return bodies(0, st, fail)
}

// sizeNameRE matches the names of the methods that report a size, a
// length or a count, which is never negative (Height, Len, Spacing,
// NumItems): what a synthesized one returns is not.
var sizeNameRE = regexp.MustCompile(`^(Len|Length|Size|Cap|Capacity|Count|Width|Height|Depth|Spacing|Margin|Padding|Num[A-Z]\w*|\w*(Len|Length|Size|Count|Width|Height))$`)

// configured returns the type an option configures: the pointer its
// one method (or func), of signature sig, takes first, when the type is named an Option or
// an Opt, the functional options of Go code (Option func(*Server),
// Option interface{ Apply(*App) error }). An option is applied while
// its object is built, before the constructor returns it: it sets what
// it configures, and does not call the object, whose other parts may
// not be made yet. Nil otherwise.
func configured(name string, sig *types.Signature) types.Type {
	if !strings.HasSuffix(name, "Option") && !strings.HasSuffix(name, "Opt") || sig.Params().Len() == 0 {
		return nil
	}
	if _, ok := sig.Params().At(0).Type().(*types.Pointer); !ok {
		return nil
	}
	return sig.Params().At(0).Type()
}

// isOption reports whether t is a functional option of func type
// (Option func(*Server)): a value made for one role, the constructor's,
// which an any that takes a listener or a job does not play.
func isOption(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return false
	}
	sig, ok := n.Underlying().(*types.Signature)
	return ok && configured(n.Obj().Name(), sig) != nil
}

// ProgramSeed derives the seed of the i-th program of a run from the
// run's seed (splitmix64), so any one program can be derived again alone.
func ProgramSeed(seed int64, i int) uint64 {
	z := uint64(seed) + uint64(i+1)*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// TypeWord is the predeclared type a doc names for an empty interface
// parameter ("must be a uint type"), by the word contracts.Prose keeps,
// or nil.
func TypeWord(w string) types.Type { return typeWords[w] }

var typeWords = map[string]types.Type{
	"uint": types.Typ[types.Uint], "int": types.Typ[types.Int], "float": types.Typ[types.Float64],
	"complex": types.Typ[types.Complex128], "string": types.Typ[types.String], "bool": types.Typ[types.Bool],
	"byte": types.Typ[types.Byte], "rune": types.Typ[types.Rune],
}

// vetClean makes a call of a printf or print wrapper one that go vet's
// printf check, which go test runs, accepts in a reproducer: a printf
// wrapper (format string, args ...any) gets a constant format with a %v
// per argument, and a string constant among a wrapper's ...any arguments
// loses its % (a "possible formatting directive").
func vetClean(op *typesys.Op, args []Term) []Term {
	params := op.Sig.Params()
	if !op.Sig.Variadic() || !isEmptyIface(params.At(params.Len()-1).Type().(*types.Slice).Elem()) {
		return args
	}
	n := params.Len() - 1
	args = slices.Clone(args)
	for i := n; i < len(args); i++ {
		if l, ok := args[i].(*Lit); ok && l.Kind == ConstLit && l.Val.Kind() == constant.String && strings.Contains(constant.StringVal(l.Val), "%") {
			args[i] = &Lit{T: l.T, Kind: ConstLit, Val: constant.MakeString(strings.ReplaceAll(constant.StringVal(l.Val), "%", ""))}
		}
	}
	if printfLike(op) && n-1 < len(args) {
		format := strings.TrimSpace(strings.Repeat("%v ", len(args)-n))
		args[n-1] = &Lit{T: params.At(n - 1).Type(), Kind: ConstLit, Val: constant.MakeString(format)}
	}
	return args
}

// printfLike reports whether op is a printf wrapper by Go's convention: a
// string parameter named format (or a name ending in f) before args ...any.
func printfLike(op *typesys.Op) bool {
	params := op.Sig.Params()
	n := params.Len() - 1
	if n < 1 {
		return false
	}
	p := params.At(n - 1)
	if b, ok := p.Type().Underlying().(*types.Basic); !ok || b.Kind() != types.String {
		return false
	}
	return strings.Contains(strings.ToLower(p.Name()), "format") || p.Name() == "f" || strings.HasSuffix(op.Func.Name(), "f")
}

func isEmptyIface(t types.Type) bool {
	it, ok := t.Underlying().(*types.Interface)
	return ok && it.NumMethods() == 0
}

// engineOnly reports whether op is a method the package's own code calls
// through an interface of its own (an Emitter's Emit, on the emitters of
// a lexer's rules), that the package's tests never call by name, and
// that takes what the package's engine makes (a lexer's state), not only
// data any user has (userData): users hand such values
// to the package, which calls them with the arguments its engine makes;
// a program that calls one by hand makes them up. sort.IntSlice's
// Less(i, j int) takes indexes, whose domain its doc states.
func engineOnly(env *typesys.Env, op *typesys.Op) bool {
	if op.Recv == nil || op.Func == nil || env.Effects == nil || !env.HasTests() ||
		env.Usage.Calls[op.Func.Name()] > 0 || !env.Effects.EngineCalled(op.Func.Origin()) {
		return false
	}
	for i := 0; i < op.Sig.Params().Len(); i++ {
		if !userData(op.Sig.Params().At(i).Type()) {
			return true
		}
	}
	return false
}

// userData reports whether t is data any user has: a number, a string,
// an any, or a slice, array or map of them ([]byte, []string).
func userData(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return true
	case *types.Interface:
		return u.Empty()
	case *types.Slice:
		return userData(u.Elem())
	case *types.Array:
		return userData(u.Elem())
	case *types.Map:
		return userData(u.Key()) && userData(u.Elem())
	}
	return false
}
