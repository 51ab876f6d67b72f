//go:build go1.22

// This file is part of the runtime of hogen's harness: the interpreter: running a program's terms against the package.

package harness

import (
	"fmt"
	"hash"
	"hash/fnv"
	"reflect"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/hogen-go/hogen/blame/wire"
)

// outcome is what the harness says of one program (wire.go).
type outcome = wire.Outcome

// --- execution ----------------------------------------------------------

type frame struct {
	up    *frame
	slots []any
	// bad marks the slots whose values are not to be used: results that
	// came with a non-nil error, and results of a call skipped because
	// it would have used one (nil until a slot is marked).
	bad []bool
	// lits marks the slots that hold a struct the program built with a
	// composite literal, until its address is taken.
	lits []bool
	// owner is the term of the closure or implementation whose body the
	// frame is of; 0 for the program's.
	owner int
	// self is the synthesized implementation whose method's body the
	// frame is of, or nil; method names the method.
	self   any
	method string
}

// litAt reports whether the slot holds a struct the program built with
// a composite literal.
func (f *frame) litAt(up, slot int) bool {
	for ; up > 0; up-- {
		f = f.up
	}
	return f.lits != nil && f.lits[slot]
}

func (f *frame) at(up, slot int) *any {
	for ; up > 0; up-- {
		f = f.up
	}
	return &f.slots[slot]
}

// isBad reports whether t is a variable (or its address) marked bad.
func (f *frame) isBad(t *wire.Term) bool {
	if t != nil && t.K == wire.TermImpl {
		// An implementation that embeds the value delegates to it.
		return t.E != nil && f.isBad(t.E)
	}
	if t != nil && t.K == wire.TermComposite {
		// A composite literal holding the value: Options{Out: w}.
		for i := range t.Keys {
			if f.isBad(&t.Keys[i]) {
				return true
			}
		}
		for i := range t.El {
			if f.isBad(&t.El[i]) {
				return true
			}
		}
		return false
	}
	if t == nil || t.K != wire.TermVar && t.K != wire.TermAddr {
		return false
	}
	for up := t.Up; up > 0; up-- {
		f = f.up
	}
	return f.bad != nil && f.bad[t.Slot]
}

// markBad marks the slots of vs bad.
func (f *frame) markBad(vs []int) {
	for _, s := range vs {
		if s >= 0 {
			if f.bad == nil {
				f.bad = make([]bool, len(f.slots))
			}
			f.bad[s] = true
		}
	}
}

// badInputs reports whether the call t takes a bad variable as its
// receiver or as an argument.
func (f *frame) badInputs(t *wire.Term) bool {
	if f.isBad(t.R) {
		return true
	}
	for i := range t.A {
		if f.isBad(&t.A[i]) {
			return true
		}
	}
	return false
}

// errored reports whether results end in a non-nil error.
func errored(results []any) bool {
	if len(results) < 2 {
		return false
	}
	err, ok := results[len(results)-1].(error)
	return ok && !isNil(err)
}

// notOK reports whether results end in a bool that is false, or in such
// a bool and an error: by Go's comma-ok convention (v, ok := m[k];
// x, ok := s.Lookup(k); v, found, err := NestedField(obj, "a")) the
// results before it are then no answer. It returns the bool's index.
func notOK(results []any) (int, bool) {
	i := len(results) - 1
	if i >= 2 {
		if err := results[i]; err == nil || isError(err) {
			if _, isBool := results[i-1].(bool); isBool {
				i--
			}
		}
	}
	if i < 1 {
		return 0, false
	}
	ok, isBool := results[i].(bool)
	return i, isBool && !ok
}

// isError reports whether v is an error.
func isError(v any) bool {
	_, ok := v.(error)
	return ok
}

// answerSlots are those of the slots vs whose values are no answer when
// the ok that came with them is false: all but integers, which say
// where the value would be (slices.BinarySearch, sort.Find).
func answerSlots(vs []int, vals []any) []int {
	var out []int
	for j, s := range vs {
		if j < len(vals) && !isInteger(vals[j]) {
			out = append(out, s)
		}
	}
	return out
}

// isInteger reports whether v is an integer of any kind.
func isInteger(v any) bool {
	switch reflect.ValueOf(v).Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return true
	}
	return false
}

// nilSlots are those of the slots vs whose values are nil pointers,
// interfaces, maps, funcs or channels, or (pointers to) zero structs:
// what a failed lookup hands back and no caller uses.
func nilSlots(vs []int, vals []any) []int {
	var out []int
	for j, s := range vs {
		if j < len(vals) && (isNil(vals[j]) || zeroStruct(vals[j])) {
			out = append(out, s)
		}
	}
	return out
}

// activeCall is an operation under way.
type activeCall struct {
	op *op
	e  *callEnv
	id int
}

// stop unwinds a program once its outcome is known.
type stop struct{}

// harnessError is a bug of hogen's harness, never of the package.
type harnessError struct{ msg string }

func (e harnessError) Error() string { return "hogen harness: " + e.msg }

// exec interprets one program against the package, judging its calls;
// facts records what it hands the package.
type exec struct {
	prog  *wire.Program
	calls atomic.Int64 // of the package's operations; callbacks on its goroutines call too
	// answering counts the bodies whose role is to answer (wire.Term.Q)
	// under way, on any goroutine.
	answering atomic.Int32
	fuel      map[int]int
	outcome   *outcome
	trace     bool
	// facts are what the program handed the package, for blame.
	facts recorder
	// mu guards fuel, outcome, delegate, active, skipped, exhausted and
	// runs: callbacks may run at once. It is never held with facts' lock.
	mu sync.Mutex
	// checking counts the clauses being evaluated: a synthesized method
	// a contract calls (self.Len()) spends no fuel.
	checking atomic.Int32
	// nest counts the synthesized bodies running, to stop a recursion
	// through bodies that spend no fuel.
	nest atomic.Int32
	// goid is the goroutine running the program.
	goid int64
	// delegate is the embedded implementation a synthesized one is
	// delegating a call to: the generator's code calls it, not the
	// package, so the package owes it no precondition.
	delegate any
	// at is the call or body being judged; the watchdog reads it.
	at atomic.Int64
	// active are the operations under way, innermost last: when the
	// package calls back, the innermost one is calling.
	active    []activeCall
	skipped   map[int]bool
	exhausted map[int]bool
	// observing: the program ran clean and its state is being queried
	// (see observe); states are the results.
	observing atomic.Bool
	states    []uint64
	// runs counts the runs of synthesized bodies.
	runs int
	// start is when the program began; sampled when the watchdog last
	// looked at which operation it was in, busy how long it was seen in
	// each (under mu): where a slow program's time went.
	start, sampled time.Time
	busy           map[string]time.Duration
	// doing is what the harness does for a call outside it (setDoing).
	doing atomic.Int64
}

// sample credits the time since the last sample to the operation under
// way (by the watchdog, from a millisecond into the program).
func (x *exec) sample(now time.Time) {
	x.mu.Lock()
	defer x.mu.Unlock()
	if x.outcome != nil && x.outcome.Status != wire.StatusOK {
		return
	}
	since := x.sampled
	if since.IsZero() {
		since = x.start
	}
	x.sampled = now
	name := ""
	if n := len(x.active); n > 0 {
		name = safeParty(x, x.active[n-1])
	} else if d := x.doing.Load(); d&(1<<doingBits-1) != doingNone {
		name = fmt.Sprintf("%s (hogen: %s)", ops[d>>doingBits].name, doingNames[d&(1<<doingBits-1)])
	} else if x.observing.Load() {
		name = "(hogen: the queries of the program's state)"
	}
	if x.busy == nil {
		x.busy = map[string]time.Duration{}
	}
	x.busy[name] += now.Sub(since)
}

// safeParty is x.party of a, or its op's name if the receiver is memory
// the package's unsafe code corrupted: the watchdog, which samples it,
// has no recover of its own.
func safeParty(x *exec, a activeCall) (name string) {
	defer func() {
		if recover() != nil {
			name = a.op.name
		}
	}()
	return x.party(a.op, a.e)
}

// took sets o.Took and o.Busy if the program ran SlowProgram or longer.
func (x *exec) took(o *outcome, now time.Time) {
	d := now.Sub(x.start)
	if d < wire.SlowProgram || x.start.IsZero() {
		return
	}
	o.Took = max(d.Microseconds(), 1)
	x.mu.Lock()
	defer x.mu.Unlock()
	var most time.Duration
	for name, t := range x.busy {
		if t > most || t == most && name < o.Busy {
			o.Busy, most = name, t
		}
	}
}

// judge records the program's outcome (the first one counts) and unwinds.
// On a goroutine of the package (a callback it runs in the background)
// nothing would recover the unwinding: that goroutine ends instead.
func (x *exec) judge(o outcome) {
	x.mu.Lock()
	if x.outcome == nil {
		o.ID = x.prog.ID
		o.At = x.atNow()
		x.outcome = &o
	}
	x.mu.Unlock()
	if goid() != x.goid {
		runtime.Goexit()
	}
	panic(stop{})
}

// setAt and atNow set and read x.at.
func (x *exec) setAt(id int) { x.at.Store(int64(id)) }
func (x *exec) atNow() int   { return int(x.at.Load()) }

// judged reports whether the program's outcome is known.
func (x *exec) judged() bool {
	x.mu.Lock()
	defer x.mu.Unlock()
	return x.outcome != nil
}

// push makes a an operation under way, the innermost, and returns the
// depth to pop back to.
func (x *exec) push(a activeCall) int {
	x.mu.Lock()
	defer x.mu.Unlock()
	depth := len(x.active)
	x.active = append(x.active, a)
	return depth
}

// stopUnderWay reports whether an operation under way stops a value
// that holds recv: a synthesized Shutdown that shuts down a part of
// what is being shut down shuts it a second time, once itself and once
// through the stop in flight.
func (x *exec) stopUnderWay(recv any) bool {
	x.mu.Lock()
	var outer []any
	for _, a := range x.active {
		if a.op.hasRecv && a.op.stopping() && a.e.recv != recv {
			outer = append(outer, a.e.recv)
		}
	}
	x.mu.Unlock()
	for _, v := range outer {
		if containsWithin(v, recv, 8, 512) {
			return true
		}
	}
	return false
}

// runRE matches the methods that run a value's work, and the callbacks
// it was made with: Start, Run, Serve, Exec.
var runRE = regexp.MustCompile(`^(Start|Run|Serve|Exec|Execute|Process|Loop)`)

// runUnderWay reports whether o is under way on recv: a callback of a
// run (a lexer's state function in StartSync) that runs its own value
// again runs a second copy of the work over the state the first is
// using, which no run is made to survive, as a handler that calls its
// server's Serve.
func (x *exec) runUnderWay(o *op, recv any) bool {
	p, ok := refOf(recv)
	if !ok {
		return false
	}
	x.mu.Lock()
	defer x.mu.Unlock()
	for _, a := range x.active {
		if a.op != o {
			continue // (the common case: no reflection)
		}
		if q, ok := refOf(a.e.recv); ok && q == p {
			return true
		}
	}
	return false
}

// popTo ends the operations under way deeper than depth.
func (x *exec) popTo(depth int) {
	x.mu.Lock()
	defer x.mu.Unlock()
	x.active = x.active[:min(depth, len(x.active))]
}

// lengths are the lengths of the arguments pp names, if both are
// slices, arrays or strings.
func lengths(args []any, pp [2]int) (int, int, bool) {
	if pp[0] >= len(args) || pp[1] >= len(args) {
		return 0, 0, false
	}
	a, b := reflect.ValueOf(args[pp[0]]), reflect.ValueOf(args[pp[1]])
	for _, v := range []reflect.Value{a, b} {
		switch v.Kind() {
		case reflect.Slice, reflect.Array, reflect.String:
		default:
			return 0, 0, false
		}
	}
	return a.Len(), b.Len(), true
}

// underWay returns the operation under way whose receiver is the same
// pointer as v, innermost first, and whether there is one.
func (x *exec) underWay(v any) (activeCall, bool) {
	x.mu.Lock()
	defer x.mu.Unlock()
	for i := len(x.active) - 1; i >= 0; i-- {
		if a := x.active[i]; a.op.hasRecv && samePointer(a.e.recv, v) {
			return a, true
		}
	}
	return activeCall{}, false
}

// innermost is the innermost operation under way.
func (x *exec) innermost() (activeCall, bool) {
	x.mu.Lock()
	defer x.mu.Unlock()
	if n := len(x.active); n > 0 {
		return x.active[n-1], true
	}
	return activeCall{}, false
}

// setDelegate records the embedded implementation a synthesized one is
// passing a call on to (nil when the call returned); takeDelegate reads
// and clears it.
func (x *exec) setDelegate(v any) {
	x.mu.Lock()
	x.delegate = v
	x.mu.Unlock()
}

func (x *exec) takeDelegate() any {
	x.mu.Lock()
	defer x.mu.Unlock()
	v := x.delegate
	x.delegate = nil
	return v
}

// goid is the id of the calling goroutine, from its stack's first line.
func goid() int64 {
	var buf [64]byte
	s := string(buf[:runtime.Stack(buf[:], false)])
	s = strings.TrimPrefix(s, "goroutine ")
	if i := strings.IndexByte(s, ' '); i > 0 {
		s = s[:i]
	}
	id, _ := strconv.ParseInt(s, 10, 64)
	return id
}

func (x *exec) run() (o outcome) {
	defer func() {
		var failed *outcome
		if r := recover(); r != nil {
			if _, ok := r.(stop); !ok {
				failed = x.internal(r)
			}
		}
		tainted := x.facts.tainted()
		// The package's goroutines may still run callbacks: what they
		// do from here on is the next program's to see.
		x.mu.Lock()
		defer x.mu.Unlock()
		if failed != nil {
			x.outcome = failed
		}
		if x.outcome == nil {
			x.outcome = &outcome{Status: wire.StatusOK, States: x.states, Tainted: tainted}
		}
		x.outcome.ID = x.prog.ID
		x.outcome.Calls = int(x.calls.Load())
		for id := range x.skipped {
			x.outcome.Skipped = append(x.outcome.Skipped, id)
		}
		for id := range x.exhausted {
			x.outcome.Exhausted = append(x.outcome.Exhausted, id)
		}
		o = *x.outcome
	}()
	top := &frame{slots: make([]any, x.prog.Body.N)}
	x.block(&x.prog.Body, top)
	if len(x.prog.Obs) > 0 && !x.judged() && !x.costly() {
		x.observe(top)
	}
	return // a violation the package recovered from still counts (defer)
}

// internal is the outcome of a panic r in the harness's own code: a bug
// of hogen's, unless the package imports unsafe and r is a memory fault
// (a nil or wild pointer in an interface value it returned), which its
// unsafe code may have left corrupt.
func (x *exec) internal(r any) *outcome {
	if corrupted(r) {
		party := ""
		if a, ok := x.innermost(); ok {
			party = x.party(a.op, a.e)
		}
		return x.corruptOutcome(r, party)
	}
	return &outcome{Status: wire.StatusError, Message: fmt.Sprintf("%v\n%s", r, stackText())}
}

// corrupted reports whether a panic r of the harness's own code may be
// memory the package's unsafe code corrupted: a memory fault (not a
// failed assertion or a bound of hogen's own), in a package that imports
// unsafe.
func corrupted(r any) bool {
	e, ok := r.(runtime.Error)
	return ok && usesUnsafe && strings.Contains(e.Error(), "invalid memory address")
}

// corruptOutcome is the outcome of a panic r of the harness's own code
// that corrupted says the package may have caused, in party, with what
// the program had handed the package (blame tells a misuse from a bug).
func (x *exec) corruptOutcome(r any, party string) *outcome {
	f := &wire.Facts{Event: wire.EvCorrupt}
	x.facts.fill(f)
	return &outcome{Status: wire.StatusFailed, Party: party, Facts: f,
		Message: fmt.Sprintf("hogen's harness failed on a value the package handed it: %v", r)}
}

// costly reports whether the program's synthesized bodies ran more than
// maxRuns times, or one ran out of fuel: callbacks that call back until
// the bound stops them. Such a program costs the most to run, and its
// state is no base for later ones (GRT's Orienteering prefers the
// cheaper sequences).
func (x *exec) costly() bool {
	x.mu.Lock()
	defer x.mu.Unlock()
	return len(x.exhausted) > 0 || x.runs > maxRuns
}

// maxRuns bounds the runs of synthesized bodies in a program whose state
// is worth reporting.
const maxRuns = 8

// observe sets the program's states: for each value the program bound
// that hogen asked about, a hash of the results of its queries
// (Randoop's observable state, for its pool). They are called as they
// are, with no contract checked: a panic counts as its message, and a
// query that blocks leaves the states out (see watch).
func (x *exec) observe(top *frame) {
	x.observing.Store(true)
	var h hash.Hash64
	var b []byte
	for i := 0; i+1 < len(x.prog.Obs); i += 2 {
		slot, o := x.prog.Obs[i], &ops[x.prog.Obs[i+1]]
		if i == 0 || slot != x.prog.Obs[i-2] {
			if h != nil {
				x.states = append(x.states, h.Sum64()|1) // 0 is none
			}
			h = fnv.New64a()
		}
		b = fmt.Appendf(b[:0], "%s:", o.name)
		func() {
			defer func() {
				if r := recover(); r != nil {
					b = fmt.Appendf(b, "panic %v", r)
				}
			}()
			for _, r := range o.call(deref(top.slots[slot]), nil) {
				b = fmt.Appendf(b, "%v;", r)
			}
		}()
		h.Write(b)
	}
	if h != nil {
		x.states = append(x.states, h.Sum64()|1)
	}
}

func (x *exec) block(b *wire.Block, f *frame) []any {
	for i := range b.S {
		l := &b.S[i]
		var vals []any
		if l.T.K == wire.TermCall {
			switch {
			case l.Guarded && f.badInputs(&l.T):
				// By Go's convention, results that came with an error are
				// not used: if err == nil { c.Add(1) }. What the skipped
				// call binds is as unusable.
				vals = x.skip(&ops[l.T.Op], &l.T)
				f.markBad(l.V)
			default:
				if f.badInputs(&l.T) {
					// A nil that a call handed back with ok false, which
					// the program did not ask (v, _ := s.Declare(...)).
					x.facts.give(wire.GivenErrored, "an argument a call returned with ok false, to "+ops[l.T.Op].name)
				}
				vals = x.call(&l.T, f, l.Guarded)
				if errored(vals) && len(l.V) == len(vals) {
					f.markBad(l.V[:len(l.V)-1])
				}
				if at, no := notOK(vals); no && len(l.V) == len(vals) {
					if ops[l.T.Op].answers {
						f.markBad(answerSlots(l.V[:at], vals)) // the zero Node of a lookup that found none
					} else {
						f.markBad(nilSlots(l.V[:at], vals))
					}
				}
			}
		} else {
			vals = []any{x.eval(&l.T, f)}
			if f.isBad(&l.T) { // Options{Out: w}, an implementation embedding w
				f.markBad(l.V)
			}
			if l.T.K == wire.TermComposite && !l.T.Addr && len(l.T.Fs) > 0 && len(l.V) == 1 && l.V[0] >= 0 {
				if f.lits == nil {
					f.lits = make([]bool, len(f.slots))
				}
				f.lits[l.V[0]] = true
			}
		}
		for j, s := range l.V {
			if s >= 0 && j < len(vals) {
				f.slots[s] = vals[j]
			}
		}
	}
	var res []any
	for i := range b.R {
		res = append(res, x.eval(&b.R[i], f))
	}
	return res
}

// eval evaluates the term t in frame f.
func (x *exec) eval(t *wire.Term, f *frame) any {
	switch t.K {
	case wire.TermVar:
		return deref(*f.at(t.Up, t.Slot))
	case wire.TermAddr:
		return x.address(t, f)
	case wire.TermConst:
		return constant(t)
	case wire.TermDocNil: // the op's doc says what nil means: no misuse
		return reflect.Zero(rtypes[t.Ty]).Interface()
	case wire.TermNil, wire.TermZero:
		if rt := rtypes[t.Ty]; t.K == wire.TermZero && rt.Kind() == reflect.Struct && rt.PkgPath() == pkgPath && hasSliceField(rt) {
			x.facts.builtEmpty(rt) // CaseItem{}: its lists are empty
		}
		v := reflect.Zero(rtypes[t.Ty]).Interface()
		if rtypes[t.Ty] != errorType { // a nil error is no error, not a nil
			x.facts.noteNil(v, zeroOK, func() string { return "a nil or zero " + rtypes[t.Ty].String() })
		}
		return v
	case wire.TermError:
		return fmt.Errorf("%s", t.S)
	case wire.TermNamed:
		return consts[t.N]
	case wire.TermComposite:
		v := x.composite(t, f)
		literal := func() string { return "a " + rtypes[t.Ty].String() + " literal" }
		x.facts.noteNil(v, zeroOK, literal)
		x.facts.noteDuplicate(v, literal)
		x.facts.noteFields(v)
		return v
	case wire.TermOrder:
		return x.compare(t, f)
	case wire.TermMake:
		if v, ok := made(t); ok {
			return v
		}
	case wire.TermCall:
		vals := x.call(t, f, false)
		if len(vals) == 0 {
			return nil
		}
		return vals[0]
	case wire.TermFunc:
		c := &closureVal{x: x, t: t, f: f, ft: &funcTypes[t.Ty]}
		c.fn = funcTypes[t.Ty].make(c)
		return c.fn
	case wire.TermLoop:
		x.loop(t, f)
		return nil
	case wire.TermImpl:
		return x.implement(t, f)
	}
	panic(harnessError{fmt.Sprintf("unknown term %q", t.K)})
}

// address takes the address of a variable, and records a struct in it
// that the program built: zero, or with fields set.
func (x *exec) address(t *wire.Term, f *frame) any {
	slot := f.at(t.Up, t.Slot)
	_, was := (*slot).(*addressed)
	zero := !was && zeroStruct(*slot)
	lit := !was && f.litAt(t.Up, t.Slot)
	p := addr(slot)
	switch {
	case zero: // route := Route{}; route.Path("/"): as &Route{} would be
		x.facts.builtZero(reflect.ValueOf(p).Pointer())
	case lit: // ctx := Context{URLParams: ...}; ctx.URLParam("")
		x.facts.builtLit(reflect.ValueOf(p).Pointer())
	}
	return p
}

// compare evaluates a comparison of two values of one ordered kind: a
// bool for less, or cmp.Compare's -1, 0 or 1, of the term's type.
func (x *exec) compare(t *wire.Term, f *frame) any {
	a, b := x.eval(&t.A[0], f), x.eval(&t.A[1], f)
	if t.B { // values of an interface type: by their printed form
		a, b = fmt.Sprint(a), fmt.Sprint(b)
	}
	c := order(reflect.ValueOf(a), reflect.ValueOf(b))
	rt := rtypes[t.Ty]
	if rt.Kind() == reflect.Bool {
		return reflect.ValueOf(c < 0).Convert(rt).Interface()
	}
	return reflect.ValueOf(c).Convert(rt).Interface()
}

// made is the slice, map or channel a make term makes; it reports false
// for a type of another kind.
func made(t *wire.Term) (any, bool) {
	rt := rtypes[t.Ty]
	switch rt.Kind() {
	case reflect.Slice:
		return reflect.MakeSlice(rt, t.N, t.N).Interface(), true
	case reflect.Map:
		return reflect.MakeMap(rt).Interface(), true
	case reflect.Chan:
		ch := reflect.MakeChan(rt, t.N)
		if t.B {
			ch.Close()
		}
		return ch.Interface(), true
	}
	return nil, false
}

// loop runs a loop's body t.N times, over a permutation of its indexes,
// and fails the program when the loop grew the heap too far.
func (x *exec) loop(t *wire.Term, f *frame) {
	for i := 0; i < t.N; i++ {
		fr := &frame{up: f, slots: make([]any, t.Body.N), owner: f.owner}
		idx := i * int(t.I) % t.N // a permutation: the step is prime to t.N
		fr.slots[t.P[0]] = idx
		if len(t.P) > 1 {
			fr.slots[t.P[1]] = strconv.Itoa(idx)
		}
		x.block(t.Body, fr)
		if h := heapBytes(); h >= maxLoopHeap {
			// Grow(0) doubles: thirty of them ask for 8 GB, by the
			// program's repetition, not by a leak of the package's.
			// It ends here, before the machine runs out of memory.
			msg := fmt.Sprintf("a loop of the program grew the heap to %d MB in %d runs", h>>20, i+1)
			x.facts.give(wire.GivenHuge, msg)
			x.fail(wire.Facts{Event: wire.EvCrash, Panic: wire.PanicMemory}, outcome{Party: "a loop of the program", Message: msg})
		}
	}
}

// implement makes a synthesized implementation, with the value it
// embeds.
func (x *exec) implement(t *wire.Term, f *frame) any {
	h := &inst{x: x, t: t, f: f, it: &impls[t.Ty]}
	v := impls[t.Ty].newImpl(h)
	h.self = v
	if t.E != nil {
		h.embed = x.eval(t.E, f)
		// Delegating to a zero bufio.ReadWriter{} dereferences its nil
		// Reader: the generator's doing.
		x.facts.noteNil(h.embed, zeroOK, func() string { return "the implementation a synthesized one embeds" })
		x.facts.linkPart(v, h.embed)
	}
	return v
}

func constant(t *wire.Term) any {
	rt := rtypes[t.Ty]
	var v reflect.Value
	switch t.C {
	case wire.ConstInt:
		if rt == intType { // the common case, without reflection
			return int(t.I)
		}
		v = reflect.ValueOf(t.I)
	case wire.ConstFloat:
		v = reflect.ValueOf(t.F)
	case wire.ConstString:
		if rt == stringType {
			return t.S
		}
		v = reflect.ValueOf(t.S)
	case wire.ConstBool:
		v = reflect.ValueOf(t.B)
	}
	if rt.Kind() == reflect.Complex64 || rt.Kind() == reflect.Complex128 {
		return reflect.ValueOf(complex(v.Float(), 0)).Convert(rt).Interface()
	}
	return v.Convert(rt).Interface()
}

func (x *exec) composite(t *wire.Term, f *frame) any {
	rt := rtypes[t.Ty]
	var v reflect.Value
	switch rt.Kind() {
	case reflect.Struct:
		v = reflect.New(rt).Elem()
		for i, name := range t.Fs {
			setConv(v.FieldByName(name), x.eval(&t.El[i], f))
		}
		if rt.PkgPath() == pkgPath && hasEmptySlice(v) {
			x.facts.builtEmpty(rt)
		}
	case reflect.Slice:
		v = reflect.MakeSlice(rt, len(t.El), len(t.El))
		for i := range t.El {
			setConv(v.Index(i), x.eval(&t.El[i], f))
		}
	case reflect.Array:
		v = reflect.New(rt).Elem()
		for i := range t.El {
			setConv(v.Index(i), x.eval(&t.El[i], f))
		}
	case reflect.Map:
		v = reflect.MakeMap(rt)
		for i := range t.El {
			k := reflect.New(rt.Key()).Elem()
			setConv(k, x.eval(&t.Keys[i], f))
			e := reflect.New(rt.Elem()).Elem()
			setConv(e, x.eval(&t.El[i], f))
			v.SetMapIndex(k, e)
		}
	default:
		panic(harnessError{"composite of " + rt.String()})
	}
	if t.Addr {
		p := reflect.New(rt)
		p.Elem().Set(v)
		if rt.Kind() == reflect.Struct && len(t.Fs) == 0 {
			x.facts.builtZero(p.Pointer())
		} else if rt.Kind() == reflect.Struct {
			x.facts.builtLit(p.Pointer())
		}
		return p.Interface()
	}
	return v.Interface()
}

func setConv(dst reflect.Value, v any) {
	if v == nil {
		return
	}
	rv := reflect.ValueOf(v)
	if !rv.Type().AssignableTo(dst.Type()) {
		rv = rv.Convert(dst.Type())
	}
	dst.Set(rv)
}

// addressed is a variable whose address the program took: its slot
// holds the pointer from then on, and reading the variable reads through
// it, as Go's it.Next() on a local it of a struct type does.
type addressed struct{ p reflect.Value }

// addr returns the address of the variable in slot, a pointer to it.
func addr(slot *any) any {
	if a, ok := (*slot).(*addressed); ok {
		return a.p.Interface()
	}
	if *slot == nil {
		return nil
	}
	v := reflect.ValueOf(*slot)
	p := reflect.New(v.Type())
	p.Elem().Set(v)
	*slot = &addressed{p}
	return p.Interface()
}

// deref returns the value of a variable read from its slot.
func deref(v any) any {
	if a, ok := v.(*addressed); ok {
		return a.p.Elem().Interface()
	}
	return v
}

// conv turns an interpreter value into a T: a type assertion, or a
// conversion between types with the same underlying type.
func conv[T any](v any) T {
	if t, ok := v.(T); ok {
		return t
	}
	var zero T
	if v == nil {
		return zero
	}
	rt := reflect.TypeFor[T]()
	rv := reflect.ValueOf(v)
	if rv.Kind() == reflect.Pointer && rv.Type().Elem() == rt {
		if rv.IsNil() {
			var p *T
			return *p // a value method called on a nil pointer: Go's nil dereference
		}
		return rv.Elem().Interface().(T) // a value method called on a pointer
	}
	if !rv.Type().ConvertibleTo(rt) {
		panic(harnessError{fmt.Sprintf("cannot use %T as %s", v, rt)})
	}
	return rv.Convert(rt).Interface().(T)
}

// slice packs variadic arguments.
func slice[T any](vs []any) []T {
	if len(vs) == 0 {
		return nil
	}
	out := make([]T, len(vs))
	for i, v := range vs {
		out[i] = conv[T](v)
	}
	return out
}

// isNil reports whether v is a nil the generator passed.
func isNil(v any) bool {
	if v == nil {
		return true
	}
	rv := reflect.ValueOf(v)
	switch rv.Kind() {
	case reflect.Pointer, reflect.Map, reflect.Slice, reflect.Func, reflect.Chan, reflect.Interface:
		return rv.IsNil()
	}
	return false
}

// skip records that the call t is skipped and returns the zero values it
// binds instead of its results.
func (x *exec) skip(o *op, t *wire.Term) []any {
	x.mu.Lock()
	x.skipped[t.ID] = true
	x.mu.Unlock()
	return o.zero()
}

// call evaluates a call of an operation of the package under test, with
// its contracts monitored and its panics judged.
func (x *exec) call(t *wire.Term, f *frame, guarded bool) []any {
	o := &ops[t.Op]
	x.setDoing(t.Op, doingArgs)
	defer x.setDoing(0, doingNone)
	e := x.operands(o, t, f)
	x.noteCall(o, t, f, e)
	x.setAt(t.ID)
	x.setDoing(t.Op, doingContracts)
	if heapBig.Load() {
		// The sandbox bounds memory (4 GiB): an operation that runs out
		// of it after the program's values grew past 1 GB is the
		// size's doing, as in a loop (Grow(0) doubles).
		x.facts.give(wire.GivenHuge, fmt.Sprintf("the heap held %d MB or more before %s", maxHeap>>20, o.name))
	}
	e.offGuard = o.guard != nil && !asks(o.guard, e.recv)
	if !x.admits(o, e, guarded) {
		return x.skip(o, t)
	}
	olds := x.olds(o.post, e)
	x.perform(o, e, t.ID)
	x.setDoing(t.Op, doingContracts)
	x.checkEnsures(o, e, olds)
	x.setDoing(t.Op, doingResults)
	x.checkResults(o, e)
	x.setDoing(t.Op, doingContracts)
	x.checkInvariants(o, e)
	return e.results
}

// What the harness does for a call outside it (exec.doing), for the
// watchdog's samples of a slow program.
const (
	doingNone = iota
	doingArgs
	doingContracts
	doingResults
	doingBits = 2
)

var doingNames = [...]string{doingArgs: "the facts of its arguments", doingContracts: "its contracts", doingResults: "printing its results"}

// setDoing records what the harness does for a call of op outside it.
func (x *exec) setDoing(op, what int) { x.doing.Store(int64(op)<<doingBits | int64(what)) }

// operands evaluates the receiver and the arguments of the call t, and
// records what each argument hands the package.
func (x *exec) operands(o *op, t *wire.Term, f *frame) *callEnv {
	e := &callEnv{}
	if t.R != nil {
		e.recv = x.eval(t.R, f)
	}
	e.self = e.recv
	e.args = make([]any, len(t.A))
	for i := range t.A {
		e.args[i] = x.eval(&t.A[i], f)
		x.facts.noteArg(o, e, i)
		x.facts.noteClosedArg(o, e, i)
		x.facts.noteCrossed(o, e, i)
	}
	x.facts.noteVariadicDuplicate(o, e)
	return e
}

// noteCall records what a call hands the package besides its arguments,
// before it runs, and measures its receiver.
func (x *exec) noteCall(o *op, t *wire.Term, f *frame, e *callEnv) {
	if x.answering.Load() > 0 {
		x.facts.give(wire.GivenAnswered, o.name+", called from a function whose role is to answer")
	}
	if n, ok := hugeProduct(e.args); ok {
		x.facts.give(wire.GivenHuge, fmt.Sprintf("arguments of %s whose lengths multiply to %d", o.name, n))
	}
	if o.hasRecv && isNil(e.recv) && !(o.iface && x.facts.returnedTypedNil(e.recv)) {
		// A nil pointer in a non-nil interface (a Lookup's typed nil) is
		// no nil the program can see: != nil says it is not.
		x.facts.give(wire.GivenNil, "a nil receiver of "+o.name)
	}
	x.facts.noteTyped(o, e)
	x.noteVisited(o, e)
	x.noteForwarded(o, e)
	x.facts.noteWrapper(o, f, e)
	x.facts.noteZeroUse(o, e)
	for _, pp := range o.parallel {
		if a, b, ok := lengths(e.args, pp); ok && a != b {
			x.facts.give(wire.GivenMismatched, fmt.Sprintf("arguments %d and %d of %s, which it indexes together, of lengths %d and %d", pp[0]+1, pp[1]+1, o.name, a, b))
		}
	}
	if o.unwired != nil && o.hasRecv && !isNil(e.recv) && !x.facts.has(wire.GivenUnwired) {
		if d := o.unwired(e.recv); d != "" {
			x.facts.give(wire.GivenUnwired, fmt.Sprintf("%s on a value whose %s is nil", o.name, d))
			e.unwired = true
		}
	}
	if o.hasRecv && x.facts.nunstarted.Load() > 0 {
		e.unstarted = x.facts.noteUnstarted(o, e)
	}
	if o.configures {
		e.before = shallowCopy(e.recv)
	}
	x.facts.notePooled(o, e)
	x.measure(o, e)
	x.facts.noteSelfWait(o, t, f, e)
	x.facts.noteRecv(o, e)
	x.facts.noteStoppedArgs(o, e)
	if o.hasRecv && o.stopping() && x.stopUnderWay(e.recv) {
		x.facts.give(wire.GivenReclosed, o.name+" from inside a stop of a value that holds its receiver")
	}
	if o.hasRecv && x.runUnderWay(o, e.recv) && runRE.MatchString(methodName(o.name)) {
		x.facts.give(wire.GivenReclosed, o.name+" of a value from inside its own "+methodName(o.name))
	}
	x.facts.release(o, e.recv)
	x.facts.notePrepared(o, e)
}

// admits reports whether the call may run: off the protocol its guard
// keeps, or with a requires false, a guarded call is skipped (false); an
// unguarded one whose requires is false fails the program.
func (x *exec) admits(o *op, e *callEnv, guarded bool) bool {
	if guarded && e.offGuard {
		// Off the protocol the package's tests keep (Next while Valid):
		// skipped, as a call whose precondition fails.
		return false
	}
	for _, id := range o.pre {
		if !x.check(id, e) {
			if guarded {
				return false // the guard skips the call
			}
			c := &clauses[id]
			x.fail(wire.Facts{Event: wire.EvClause, Keyword: c.kw, Callee: wire.CalleePackage}, outcome{Party: o.name,
				Contract: c.text, Site: c.site, Clause: id + 1, Message: fmt.Sprintf("%s %s of %s", c.kw, c.text, o.name)})
		}
	}
	return true
}

// olds evaluates on entry the old(E) values of the ensures clauses post,
// by their place in post; it is nil when none has any.
func (x *exec) olds(post []int, e *callEnv) [][]any {
	var olds [][]any
	for i, id := range post {
		if clauses[id].old != nil {
			if olds == nil {
				olds = make([][]any, len(post))
			}
			olds[i] = x.old(id, e)
		}
	}
	return olds
}

// perform runs the call as the innermost operation under way, sets its
// results in e, and records what they hand the program.
func (x *exec) perform(o *op, e *callEnv, id int) {
	// Back to the depth it had: callbacks that the package runs on its own
	// goroutines push and pop too, not always in turn.
	depth := x.push(activeCall{op: o, e: e, id: id})
	if o.blocks != "" {
		x.facts.mark(wire.GivenBlocking, o.name+": "+o.blocks)
	}
	// A wheel of size 0 whose Add recurses until the stack runs out: the
	// crash ends the process before the panic's facts (which say it of
	// the object that failed), and only a mark, taken back on return,
	// tells.
	zero := e.zeroSized || o.hasRecv && x.facts.isZeroSized(e.recv)
	if zero {
		x.facts.mark(wire.ZeroSizedCall, o.name)
	}
	if o.exits {
		x.facts.mark(wire.ExitingCall, o.name)
	}
	x.calls.Add(1)
	e.results = x.invoke(o, e, id)
	if o.exits {
		x.facts.mark(wire.ExitingReturn, o.name)
	}
	if e.unwired {
		// The part used alone did not fail here: what fails later is
		// not excused by it.
		x.facts.takeBack(wire.GivenUnwired)
	}
	if e.unstarted {
		x.facts.takeBack(wire.GivenUnstarted)
	}
	if zero {
		x.facts.mark(wire.ZeroSizedReturn, o.name)
	}
	if o.blocks != "" {
		x.facts.mark(wire.Unblocked, o.name)
	}
	x.facts.noteResults(o, e)
	if o.hasRecv && o.mutates {
		x.facts.reslice(e.recv, e.results)
	}
	x.facts.hold(o, e.results)
	x.facts.link(o, e)
	x.popTo(depth)
	x.setAt(id) // callbacks it ran moved it
}

// checkEnsures checks the call's ensures clauses, with the old(E) values
// olds took on entry.
func (x *exec) checkEnsures(o *op, e *callEnv, olds [][]any) {
	for i, id := range o.post {
		e.old = nil
		if olds != nil {
			e.old = olds[i]
		}
		if !x.check(id, e) {
			c := &clauses[id]
			x.fail(wire.Facts{Event: wire.EvClause, Keyword: c.kw, Callee: wire.CalleePackage}, outcome{Party: x.party(o, e),
				Contract: c.text, Site: c.site, Clause: id + 1, Message: fmt.Sprintf("%s %s of %s failed", c.kw, c.text, x.party(o, e))})
		}
	}
}

// checkResults checks that the call's results print, and records a huge
// one.
func (x *exec) checkResults(o *op, e *callEnv) {
	// By Go's convention, results that came with an error, or with an
	// ok that is false, are no answer: not printed either.
	_, no := notOK(e.results)
	failed := errored(e.results) || o.answers && no
	for i, r := range e.results {
		if !failed || i == len(e.results)-1 {
			x.printable(r, i)
		}
		if hugeLen(r) {
			// Repeat(s, 1024) twice over: what a program does with 4 MB
			// may take longer than the timeout, or more memory than there
			// is, without any bug.
			x.facts.give(wire.GivenHuge, o.name+" made a value of 4 MB or more")
		}
	}
}

// checkInvariants checks the invariants of the values the call touched.
func (x *exec) checkInvariants(o *op, e *callEnv) {
	for _, iv := range o.invs {
		var v any
		if iv.Where == wire.SiteRecv {
			v = e.recv
		} else if i, ok := iv.Where.Result(); ok {
			v = result(e.results, i)
		} else if i, ok := iv.Where.Arg(); ok && i < len(e.args) {
			v = e.args[i]
		}
		if isNil(v) {
			continue
		}
		if !x.check(iv.Clause, &callEnv{self: v}) {
			c := &clauses[iv.Clause]
			x.fail(wire.Facts{Event: wire.EvClause, Keyword: c.kw, Callee: wire.CalleePackage}, outcome{Party: x.party(o, e),
				Contract: c.text, Site: c.site, Clause: iv.Clause + 1, Where: iv.Where, Message: fmt.Sprintf("invariant %s broken after %s", c.text, x.party(o, e))})
		}
	}
}

// order is cmp.Compare of two values of one ordered kind, written out:
// the harness builds in modules whose go line predates generics.
func order(a, b reflect.Value) int {
	less, greater := false, false
	switch a.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		less, greater = a.Int() < b.Int(), a.Int() > b.Int()
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		less, greater = a.Uint() < b.Uint(), a.Uint() > b.Uint()
	case reflect.Float32, reflect.Float64:
		less, greater = a.Float() < b.Float(), a.Float() > b.Float()
	case reflect.String:
		less, greater = a.String() < b.String(), a.String() > b.String()
	default:
		panic(harnessError{fmt.Sprintf("order of %s", a.Kind())})
	}
	switch {
	case less:
		return -1
	case greater:
		return 1
	}
	return 0
}
