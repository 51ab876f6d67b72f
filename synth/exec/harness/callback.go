//go:build go1.22

// This file is part of the runtime of hogen's harness: synthesized closures and implementations: running their bodies.

package harness

import (
	"fmt"
	"io"
	"reflect"
	"slices"

	"github.com/hogen-go/hogen/blame/wire"
)

type closureVal struct {
	x  *exec
	t  *wire.Term // the "fn" term
	f  *frame     // where it was made
	ft *funcType
	fn any // the func value made of it, its identity
}

// call runs the closure for a caller in the package.
func (c *closureVal) call(args []any) []any {
	return c.x.callBody(c.t, c.t.ID, c.f, nil, c.fn, args, c.ft.pre, c.ft.post, bodyResults{errs: c.ft.errs, anys: c.ft.anys}, c.ft.name)
}

// inst is a synthesized implementation.
type inst struct {
	x     *exec
	t     *wire.Term // the "impl" term
	f     *frame
	it    *implType
	self  any
	embed any
}

// has reports whether method m has a synthesized body; without one the
// proxy delegates to the embedded implementation.
func (h *inst) has(m int) bool { return m < len(h.t.Ms) && h.t.Ms[m] != nil }

// call runs method m's synthesized body.
func (h *inst) call(m int, args []any) []any {
	return h.x.callBody(h.t.Ms[m], h.t.ID, h.f, h.self, h, args, h.it.pre[m], h.it.post[m], bodyResults{errs: h.it.errs[m], anys: h.it.anys[m], shaped: h.it.shaped[m]}, h.it.name+"."+h.it.methods[m])
}

// bodyResults says which results of a synthesized body are errors,
// which other interfaces (see funcType), and which its doc shapes (see
// implType).
type bodyResults struct{ errs, anys, shaped []int }

// callBody runs a synthesized body called by the package: the package
// owes its requires, the body its ensures. Out of fuel, it returns zero
// values without running. owner is the term of the closure or the
// implementation the body belongs to; who is the closure's func value or
// the implementation's *inst.
func (x *exec) callBody(t *wire.Term, owner int, f *frame, self, who any, args []any, pre, post []int, rs bodyResults, name string) []any {
	errs := rs.errs
	e := &callEnv{self: self, args: args}
	x.setAt(t.ID)
	if t.Q {
		x.answering.Add(1)
		defer x.answering.Add(-1)
	}
	a, ok := x.innermost()
	walked, onObject := walkedBy(a)
	visited := ok && onObject && !a.op.reenters && visitor(a, who)
	if visited && goid() != x.goid {
		// A walk that runs its function on goroutines of its own while
		// it waits (a flow over a graph) visits all the same.
		defer x.facts.visitOff(walked)()
	} else if visited {
		// Unless its doc says the function may call the receiver, a walk
		// does not promise to survive a change of what it walks. A walk
		// runs its function on its own goroutine: a function the
		// operation handed to a goroutine of the package's is not a
		// visit, and looking into the receiver from there would race
		// with the package's goroutines.
		defer x.facts.visit(walked)()
	}
	if h, ok := who.(*inst); ok {
		if a, ok := x.innermost(); ok && forwards(a, h, name) && goid() == x.goid {
			defer x.facts.forward(h)()
		}
	}
	x.checkCaller(name)
	delegated := self != nil && x.takeDelegate() == self
	for _, id := range pre {
		if !x.check(id, e) {
			party, site := callerInPackage()
			c := &clauses[id]
			x.fail(wire.Facts{Event: wire.EvClause, Keyword: c.kw, Callee: wire.CalleeSynthesized, Delegated: delegated}, outcome{Party: party,
				Contract: c.text, Site: site, Clause: id + 1,
				Message: fmt.Sprintf("%s broke requires %s of %s", party, c.text, name)})
		}
	}
	run := x.spend(t, name)
	olds := x.olds(post, e)
	res := x.runBody(t, owner, f, self, name, args, errs, run)
	e.results = res
	x.checkBodyEnsures(post, olds, e, name, run)
	x.facts.noteRetry(t.ID, res, errs, name)
	x.facts.noteBodyResults(args, res, rs, self, owner, name)
	x.noteReturnedSelf(who, args, res, name)
	x.noteCrossedResult(res, name)
	return res
}

// noteCrossedResult records a body that returned, to the operation under
// way, a value another object of its receiver's type had made (an
// allocator's node that another map linked in): as an argument handed
// across (noteCrossed), it belongs to the object that made it.
func (x *exec) noteCrossedResult(res []any, name string) {
	a, ok := x.innermost()
	if !ok || a.op == nil || !a.op.hasRecv {
		return
	}
	for _, r := range res {
		if r != nil && x.facts.crossed(a.e.recv, r) {
			what := fmt.Sprintf("synthesized %s returned to %s what another %T had made", name, a.op.name, a.e.recv)
			x.facts.give(wire.GivenCrossed, what)
			last(wire.GivenCrossed, what)
			return
		}
	}
}

// noteReturnedSelf records a body that returned, unasked, the receiver
// of an operation under way or a value the package made of the body's
// own closure: a generator defined as itself (g = Deferred(func() *Gen
// { return g })), a resolver that resolves to the object resolving.
// What the package does with it is the program's recursion, as with a
// value that contains itself. (An option that returns the builder it
// was handed, func(b *B) *B { return b }, is no such definition.)
func (x *exec) noteReturnedSelf(who any, args, res []any, name string) {
	for _, r := range res {
		if _, ok := refOf(r); !ok || slices.ContainsFunc(args, func(a any) bool { return samePointer(a, r) }) {
			continue // a nil (a body out of fuel) is no value under way
		}
		if a, ok := x.underWay(r); ok {
			x.facts.give(wire.GivenSelf, fmt.Sprintf("synthesized %s returned the receiver of %s, under way", name, a.op.name))
			return
		}
		if x.facts.madeWith(r, who) {
			x.facts.give(wire.GivenSelf, fmt.Sprintf("synthesized %s returned a value made of it", name))
			return
		}
	}
}

// checkCaller checks the invariants of the receiver of the operation
// calling back: a callback may call into the object (Eiffel's rule), so
// they must be in order.
func (x *exec) checkCaller(name string) {
	a, ok := x.innermost()
	if !ok {
		return
	}
	for _, iv := range a.op.invs {
		if iv.Where != wire.SiteRecv || isNil(a.e.recv) {
			continue
		}
		if !x.check(iv.Clause, &callEnv{self: a.e.recv}) {
			c := &clauses[iv.Clause]
			party := x.party(a.op, a.e)
			x.fail(wire.Facts{Event: wire.EvClause, Keyword: c.kw, Callee: wire.CalleePackage}, outcome{Party: party,
				Contract: c.text, Site: c.site, Clause: iv.Clause + 1, Where: wire.SiteRecv, Outer: a.id,
				Message: fmt.Sprintf("invariant %s broken when %s called back %s", c.text, party, name)})
		}
	}
}

// spend takes a run of the body t from its fuel, and reports whether the
// body runs. Out of fuel, the body does not run and its caller gets zero
// values (the adapters turn missing results into them) and io.EOF for an
// error: a Reader that ends, not one that loops. An unfueled body spends
// none, nor does a contract's own call (self.Len()); neither may recurse
// without end.
func (x *exec) spend(t *wire.Term, name string) bool {
	spend := !t.B && x.checking.Load() == 0
	// The package may run callbacks on goroutines of its own, at once:
	// the program's bookkeeping is shared.
	x.mu.Lock()
	run := (!spend || x.fuel[t.ID] > 0) && x.nest.Load() < maxNest
	if run {
		x.runs++
	}
	if run && spend {
		x.fuel[t.ID]--
	} else if !run {
		x.exhausted[t.ID] = true
	}
	x.mu.Unlock()
	if !run {
		// Its zero results may be nil pointers the package dereferences.
		x.facts.give(wire.GivenNil, "the zero results of synthesized "+name+", out of fuel")
	}
	return run
}

// runBody runs the body t with args bound to its parameters, in a frame
// below f, and returns its results; a body that does not run returns
// io.EOF for each error result and leaves the others to the adapters.
func (x *exec) runBody(t *wire.Term, owner int, f *frame, self any, method string, args []any, errs []int, run bool) []any {
	var res []any
	if !run && len(errs) > 0 {
		res = make([]any, errs[len(errs)-1]+1)
		for _, i := range errs {
			res[i] = io.EOF
		}
	}
	if run {
		fr := &frame{up: f, slots: make([]any, t.Body.N), owner: owner, self: self, method: method}
		for i, s := range t.P {
			if i < len(args) {
				fr.slots[s] = args[i]
			}
		}
		x.nest.Add(1)
		res = x.block(t.Body, fr)
		x.nest.Add(-1)
	}
	return res
}

// checkBodyEnsures checks a synthesized body's ensures clauses post, with
// the old(E) values olds took on entry; run says whether the body ran.
func (x *exec) checkBodyEnsures(post []int, olds [][]any, e *callEnv, name string, run bool) {
	for i, id := range post {
		e.old = nil
		if olds != nil {
			e.old = olds[i]
		}
		if !x.check(id, e) {
			c := &clauses[id]
			x.fail(wire.Facts{Event: wire.EvClause, Keyword: c.kw, Callee: wire.CalleeSynthesized, OutOfFuel: !run}, outcome{Party: name,
				Contract: c.text, Site: c.site, Clause: id + 1, Message: fmt.Sprintf("synthesized %s: %s %s", name, c.kw, c.text)})
		}
	}
}

// nilEmbed fails a program whose synthesized implementation, with no
// body for a method the package called, had nil to delegate it to: a
// method called on a nil interface value.
func (x *exec) nilEmbed(name string) {
	x.facts.give(wire.GivenNil, "a synthesized "+name+" that embeds nil")
	x.fail(wire.Facts{Event: wire.EvPanic, Panic: wire.PanicNil}, outcome{Party: name,
		Message: "a synthesized " + name + " embeds nil, and the package called a method it has no body for"})
}

// maxNest bounds how deeply synthesized bodies may call one another.
const maxNest = 64

// result returns the i-th result or nil.
func result(rs []any, i int) any {
	if i < len(rs) {
		return rs[i]
	}
	return nil
}

// --- the worker loop ----------------------------------------------------

// samePointer reports whether a and b are the same pointer.
func samePointer(a, b any) bool {
	ra, rb := reflect.ValueOf(a), reflect.ValueOf(b)
	return ra.Kind() == reflect.Pointer && rb.Kind() == reflect.Pointer && ra.Pointer() == rb.Pointer()
}

// walkedBy is the object an operation under way acts on: its receiver,
// or the first argument of a function of the package, a pointer to a
// type of the package's own (async.Resolve(latch, fn) is
// latch.Resolve(fn) written as a function).
func walkedBy(a activeCall) (any, bool) {
	if a.op == nil {
		return nil, false
	}
	if a.op.hasRecv {
		return a.e.recv, true
	}
	if len(a.e.args) > 0 {
		if t := reflect.TypeOf(a.e.args[0]); t != nil && t.Kind() == reflect.Pointer && t.Elem().PkgPath() == pkgPath {
			return a.e.args[0], true
		}
	}
	return nil, false
}
