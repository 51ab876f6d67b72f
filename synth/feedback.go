package synth

import (
	"go/types"
	"math"
	"slices"

	"github.com/hogen-go/hogen/synth/choice"
	"github.com/hogen-go/hogen/typesys"
)

// Feedback is what earlier programs taught the generator (Randoop's
// feedback-directed generation, GRT's guidance). It is read-only once
// made: generators on several goroutines share it.
type Feedback struct {
	// Pool holds programs that ran clean and reached code no program
	// before them had: a new program may start as a copy of one, with
	// its values in Γ ([Var] across programs).
	Pool []*Program
	// States holds programs that ran clean and left a value in a state,
	// by the results of its queries, that no program before had
	// (Randoop's pool with its equality filter): a new program may start
	// from one as from Pool, and go on with that value, to grow it step
	// by step to states that programs from scratch rarely reach.
	States []Grown
	// Weights multiply the chance of an operation as a step: those whose
	// own code is least covered weigh most (GRT's Bloodhound). An
	// operation not in the map weighs 1.
	Weights map[*typesys.Op]int
	// NoNil has, for each operation, a bit for each parameter (the
	// variadic one's for all its arguments) that takes no nil literal:
	// the programs that handed it one were discarded for their nils more
	// often than they ran clean (Randoop's feedback: a sequence that
	// fails is not extended). A nil that a goroutine of the package calls
	// crashes the process, and each crash costs a new one.
	NoNil map[*typesys.Op]uint64
	// Costly holds the operations in which programs often waited by
	// design until hogen gave them up (a read with no peer, a Get of an
	// empty queue): each such program ends there, and costs many
	// programs' time, so the generator calls them an eighth as often.
	Costly map[*typesys.Op]bool
}

// costShare is how much more often than an operation of Feedback.Costly
// any other is a step.
const costShare = 8

// NilArgs calls f with the operation and parameter index of every nil
// literal p passes as an argument, in closures too; the variadic
// parameter's index stands for all its arguments. A nil the docs allow
// (DocNil) is not one.
func NilArgs(p *Program, f func(op *typesys.Op, param int)) {
	Walk(p.Body, func(t Term) {
		c, ok := t.(*Call)
		if !ok {
			return
		}
		last := c.Op.Sig.Params().Len() - 1
		for i, a := range c.Args {
			if l, ok := a.(*Lit); ok && l.Kind == NilLit {
				f(c.Op, min(i, last))
			}
		}
	})
}

// Grown is a program of Feedback.States and the ID of its variable whose
// state was new.
type Grown struct {
	Program *Program
	Focus   int
}

// statesPercent is the chance that a program from the pools starts from
// Feedback.States: programs from it are the longest, and the more of them
// the fewer programs a second (a quarter fewer on the stack at 50).
const statesPercent = 25

// poolPercent is the chance that a program starts from the pool.
const poolPercent = 50

// GenerateFrom is Generate guided by fb (nil: no guidance): with some
// chance the program starts as a copy of one of fb's pool, the shorter
// ones likelier (GRT's Orienteering), and goes on from its values.
func (g *Generator) GenerateFrom(src choice.Source, fb *Feedback) *Program {
	g.fb = fb
	defer func() { g.fb = nil }()
	if fb == nil || len(fb.Pool)+len(fb.States) == 0 {
		return g.Generate(src)
	}
	g.src, g.effort, g.arena, g.slab = src, maxEffort, g.arena[:0], g.slab[:0]
	defer func() { g.src = nil }()
	if !g.coin(poolPercent) {
		return g.generate(newState(g.cfg.Size), 0)
	}
	var prefix *Program
	focus := 0
	if len(fb.Pool) == 0 || len(fb.States) > 0 && g.coin(statesPercent) {
		// Uniformly, as Randoop does: a value grows over many programs.
		// (Preferring the newest, the values grown furthest, costs a
		// quarter of the stack's programs per second: its newest states
		// are of observers that call back the most.)
		i := g.src.Intn(len(fb.States))
		gr := fb.States[i]
		prefix, focus = Clone(gr.Program), gr.Focus
	} else {
		g.wbuf = g.wbuf[:0]
		for _, p := range fb.Pool {
			g.wbuf = append(g.wbuf, max(1, 2*g.cfg.Size-p.Size))
		}
		prefix = Clone(fb.Pool[g.src.Weighted(g.wbuf)])
		g.pooled = true
		defer func() { g.pooled = false }()
	}
	st := newState(max(g.cfg.Size-prefix.Size, 2))
	for _, l := range prefix.Body.Stmts {
		st = st.emit(l)
		st.in.held = g.heldAfter(st.in.held, l.Value) // (st's own within, made above)
		for _, v := range l.Vars {
			if v != nil {
				st.sc = &scope{v: v, next: st.sc}
			}
		}
	}
	WalkDefs(prefix.Body, func(v *Var) {
		st.nextID = max(st.nextID, v.ID)
		if v.ID == focus {
			g.focus = v
		}
	})
	st.nextNode = MaxNode(prefix)
	defer func() { g.focus = nil }()
	if g.focus != nil && g.coin(loopPercent) {
		// A second loop may take back what the first put (Put(i), then
		// Remove(i)): a program with a loop is not grown further.
		rest := func(st state, size int) *Program { return g.generate(st, prefix.Size+size) }
		return g.loop(st, nil, false, func(st state, recv *Var, size int) *Program {
			if !g.coin(50) {
				return rest(st, size)
			}
			return g.loop(st, recv, false, func(st state, _ *Var, more int) *Program { return rest(st, size+more) },
				func() *Program { return rest(st, size) })
		}, func() *Program { return g.generate(st, prefix.Size) })
	}
	return g.generate(st, prefix.Size)
}

// loopPercent is the chance that a program growing a value from
// Feedback.States starts with a loop of calls on it.
const loopPercent = 25

// loop derives for i := 0; i < n; i++ { v.M(..., i, ...) }: a
// side-effecting method of a variable of the program, likelier the value
// being grown (g.focus) and likelier one that takes an int, the index
// where one goes (Put(i, x); Remove() too drains what the puts grew).
// The value grown is often what a container handed out (an iterator);
// the container is in the program too. A second loop calls the first's
// receiver (recv). The counts are a few round sizes and one past each of
// the package's own constants (a queue's minimum length, a node's
// capacity).
//
// With keyed, a loop calls only methods that take its index: a loop
// begun among a program's steps puts keys. One whose body registers a
// handler at each run (32 observers, each called at every later push)
// costs more than it teaches.
func (g *Generator) loop(st state, recv *Var, keyed bool, k func(st state, recv *Var, size int) *Program, fail fk) *Program {
	index := types.Typ[types.Int]
	type pair struct {
		recv *Var
		op   *typesys.Op
	}
	var pairs []pair
	g.wbuf = g.wbuf[:0]
	for s := st.sc; s != nil; s = s.next {
		if !st.usable(s.v) || (recv != nil && s.v != recv) {
			continue
		}
		for _, op := range g.stepOps[1][1] {
			if op.Recv == nil || !g.canReceive(s.v.T, op.Recv) || (op.Returned && s.v.Made) || g.locks[op] != notLock {
				continue // (a lock taken or given back again and again is no loop Go code writes)
			}
			if unready, _ := g.unready(op); unready(s.v) || !g.finished(s.v, op) {
				continue // a receiver the call's own rules refuse (see receiver)
			}
			w := 1
			for i := 0; i < op.Sig.Params().Len(); i++ {
				if t := op.Sig.Params().At(i).Type(); g.memo.Assignable(index, t) || g.memo.Assignable(types.Typ[types.String], t) {
					w = 3
					break
				}
			}
			if keyed && w == 1 {
				continue
			}
			if s.v == g.focus {
				w *= 2
			}
			pairs, g.wbuf = append(pairs, pair{s.v, op}), append(g.wbuf, w)
		}
	}
	if len(pairs) == 0 {
		return fail()
	}
	p := pairs[g.src.Weighted(g.wbuf)]
	op := p.op
	n := g.loopSizes[g.pick(len(g.loopSizes))]
	if keyed {
		n = g.loopSizes[0]
	}
	inner := st
	inner.stmts = nil
	inner, i := inner.newVar(index, "i")
	inner, key := inner.newVar(types.Typ[types.String], "k")
	inner = inner.with(func(w *within) { w.loop, w.loopKey = i, key })
	before := st.size
	return g.loopCall(op, p.recv, inner, func(t Term, in state, fail fk) *Program {
		in, _ = g.bind(in, t.(*Call))
		params, ptypes := []*Var{i}, []*types.Var{types.NewParam(0, nil, "i", index)}
		body := &Block{Stmts: in.stmts.slice()}
		if uses(body, key) {
			params, ptypes = append(params, key), append(ptypes, types.NewParam(0, nil, "k", key.T))
		}
		in, id := in.node()
		fn := &Closure{ID: id, T: types.NewSignatureType(nil, nil, nil, types.NewTuple(ptypes...), nil, false),
			Params: params, Body: body}
		out := st
		out.size, out.nextID, out.nextNode = in.size, in.nextID, in.nextNode
		out = out.emit(&Let{Value: &Loop{N: n, Step: g.loopStep(n, fn), Fn: fn}})
		// Its size counts every run of its calls: what it costs to run,
		// and so to start from (the pools prefer short programs, and do
		// not grow long ones).
		return k(out, p.recv, n*(before-out.size))
	}, fail)
}

// loopCall derives the call in a loop's body: op on recv, the loop's
// index its first parameter that takes an int or a string (the key of
// Put(key, value)), the other arguments derived.
func (g *Generator) loopCall(op *typesys.Op, recv *Var, st state, k succ, fail fk) *Program {
	if st.size <= 0 {
		return fail()
	}
	st.size--
	params := op.Sig.Params()
	n := params.Len()
	if op.Sig.Variadic() {
		n-- // no variadic arguments
	}
	at := -1
	var index *Var
	var goals []types.Type
	var m goalMasks
	for i := 0; i < n; i++ {
		t := params.At(i).Type()
		if at < 0 {
			for _, v := range []*Var{st.in.loop, st.in.loopKey} {
				if index == nil && g.memo.Assignable(v.T, t) {
					at, index = i, v
				}
			}
			if at == i {
				continue
			}
		}
		if j := len(goals); j < 64 && i < 64 && g.fb != nil && g.fb.NoNil[op]&(1<<i) != 0 {
			m.nonil |= 1 << j
		}
		goals = append(goals, t)
	}
	outer := st
	st = g.argContext(st, op)
	return g.exprsQuiet(goals, m, nil, st, g.cfg.Depth-1, func(args []Term, st state, fail fk) *Program {
		if at >= 0 {
			args = slices.Insert(slices.Clone(args), at, Term(index))
		}
		if g.pre[op] && g.staticallyFalse(op, args) {
			return fail()
		}
		st.quiet, st.sealed = outer.quiet, outer.sealed
		st, id := st.node()
		return k(&Call{ID: id, Op: op, Recv: recv, Args: vetClean(op, args)}, st, fail)
	}, fail)
}

// loopStep is a Loop's Step: ascending, counting down, or scattered, each a
// third of the time; ascending when the body does not use the index.
func (g *Generator) loopStep(n int, fn *Closure) int {
	if !slices.ContainsFunc(fn.Params, func(v *Var) bool { return uses(fn.Body, v) }) {
		return 1
	}
	switch g.pick(3) {
	case 0:
		return 1
	case 1:
		return n - 1 // 0, n-1, n-2, ..., 1
	}
	// The golden ratio's step spreads the indexes most evenly.
	s := max(int(float64(n)/math.Phi+0.5), 1)
	for gcd(s, n) != 1 {
		s++
	}
	return s
}

// uses reports whether b uses v.
func uses(b *Block, v *Var) bool {
	used := false
	WalkUses(b, func(u *Var) { used = used || u == v })
	return used
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// costly reports whether programs in op often cost many programs' time
// (Feedback.Costly).
func (g *Generator) costly(op *typesys.Op) bool {
	return g.fb != nil && g.fb.Costly[op]
}

// weight is fb's weight of op as a step.
func (g *Generator) weight(op *typesys.Op) int {
	if g.fb == nil {
		return 1
	}
	w, ok := g.fb.Weights[op]
	if !ok {
		w = 1
	}
	if len(g.fb.Costly) > 0 && !g.fb.Costly[op] {
		// Weights are integers: the others weigh more. Only when some
		// operation is costly, so that the programs stay as they were where
		// none does.
		w *= costShare
	}
	return w
}

// RedundancyKey is Key of p without the calls that cannot make it new:
// a call of an operation without side effects (by the effect analysis)
// whose results nothing uses, and whose arguments hold no closure. Two
// programs that differ only in such calls reach the same states
// (Randoop's filter of redundant sequences: pure calls and dead
// variables do not make a sequence new).
func RedundancyKey(p *Program) string {
	c := Clone(p)
	for changed := true; changed; {
		changed = false
		used := map[*Var]bool{}
		WalkUses(c.Body, func(v *Var) { used[v] = true })
		walkBlocks(c.Body, func(b *Block) {
			stmts := b.Stmts[:0]
			for _, l := range b.Stmts {
				if inert(l, used) {
					changed = true
					continue
				}
				stmts = append(stmts, l)
			}
			b.Stmts = stmts
		})
	}
	return Key(c)
}

// inert reports whether l is a call of an operation without side
// effects whose results are not used and whose arguments are plain.
func inert(l *Let, used map[*Var]bool) bool {
	call, ok := l.Value.(*Call)
	if !ok || l.Forward || call.Op == nil || call.Op.SideEffecting || l.Backup != nil {
		return false
	}
	for _, v := range l.Vars {
		if v != nil && used[v] {
			return false
		}
	}
	plain := true
	Walk(&Block{Stmts: []*Let{{Value: call}}}, func(t Term) {
		switch t.(type) {
		case *Closure, *Impl:
			plain = false
		}
	})
	return plain
}
