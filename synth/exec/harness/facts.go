//go:build go1.22

// This file is part of the runtime of hogen's harness: the fact
// recorder: what a program handed the package, and what the harness
// learned of the values, kept under a lock of the recorder's own.

package harness

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"reflect"
	"regexp"
	"slices"
	"sync"
	"sync/atomic"
	"syscall"

	"github.com/hogen-go/hogen/blame/wire"
)

// recorder keeps the facts the harness records about a program: what
// it handed the package that may explain a failure (wire's Given
// constants, for blame.Judge), and what it learned of the values that
// passed between them (where they came from, whether their use ended).
// The package may run callbacks on goroutines of its own, at once: the
// recorder guards what it keeps with a lock of its own, and exec's lock
// is never held with it.
type recorder struct {
	// mu guards the fields below but tracked.
	mu sync.Mutex
	// given is what the program has handed the package that may explain
	// a failure (wire's Given constants), for blame.Judge; passed the
	// dynamic types of the values it passed through interfaces.
	given  []string
	passed map[string]bool
	// denied is the first error of the sandbox's (permission denied) an
	// operation returned or panicked with, or "".
	denied string
	// errored are the addresses of results that came with a non-nil error.
	errored map[uintptr]bool
	// misset are the receivers whose setup method failed and changed
	// them (see noteConfigured): they count as errored until a setup
	// succeeds.
	misset map[uintptr]bool
	// closed are the receivers Close, Stop, Shutdown or a method called
	// once was called on, with the method's name.
	closed map[closedKey]bool
	// typedNils are the types of the nil pointers the package's
	// operations returned (see returnedTypedNil).
	typedNils map[reflect.Type]bool
	// stopped are the values a Close, Stop or Shutdown was called on;
	// stoppedWith those that had been handed to them (see link), which
	// their stop may have stopped too; anyStopped says, without the
	// lock, that there are some.
	stopped, stoppedWith map[uintptr]bool
	anyStopped           atomic.Bool
	// positioned are the cursors (values of a type whose element methods
	// the tests call only after a Next) whose last move returned true.
	positioned map[uintptr]bool
	// failing counts, per synthesized body, the errors it returned in a
	// row.
	failing map[int]int
	// handed are the receivers each closure and implementation (by its
	// term) was handed to.
	handed map[[2]uintptr]bool
	// changes counts the changes of each receiver that may have handed
	// out iterators; itersAt is, for a receiver that returned an iterator
	// as a struct value, its count when the last one was made.
	changes, itersAt map[uintptr]int
	// zeroSized are the objects made with a zero measure (see zeroSize).
	zeroSized map[uintptr]bool
	// zeroVals are the values with no reference such calls made (an
	// option of capacity 0).
	zeroVals []any
	// prepared are the receivers whose initializing method (see
	// op.prep) was called.
	prepared map[uintptr]bool
	// links are, for each receiver of a changing method, the pointers,
	// maps and channels it was handed (see link).
	links map[uintptr][]uintptr
	// unreleased are the pointers held that are to be released, with
	// the method that releases each; unreleasedN counts the struct
	// values, by that method (see hold).
	unreleased  map[uintptr]string
	unreleasedN map[string]int
	// chans are the channels the package made or was handed.
	chans map[uintptr]bool
	// owners are the objects values came from (see noteOwner).
	owners map[uintptr]owner
	// handles are the owners of the structs a method returned that hold
	// a reference (a Subscription and its channel), by that reference.
	handles map[uintptr]owner
	// ended are the receivers a final method (see op.final) returned from;
	// allEnded: a final function (no receiver) returned, which ends the
	// use of the whole package.
	ended    map[uintptr]bool
	allEnded atomic.Bool
	// opened counts, by receiver and opener (Push, Save, Begin), the
	// openers whose closers have not run yet (see op.pair).
	opened map[pairKey]int
	// stale are the iterators whose collection changed after they were
	// made (see staleIters).
	stale map[uintptr]bool
	// resliced are the slices (their first element's address and their
	// length) that a method of theirs returned resliced: see reslice.
	resliced map[[2]uintptr]bool
	// visiting are the receivers of the walks whose visitors are
	// running, by a number walks counts out.
	visiting map[int]any
	// visitingOff are those of the walks that run their visitors on
	// goroutines of the package's while the call waits (a flow over a
	// graph): only their identity is compared, never what they hold.
	visitingOff map[int]any
	walks       int
	// forwarded are the synthesized implementations that are running a
	// call a wrapper passed on to them (Sync of a locked syncer to the
	// syncer it wraps), by the same numbers.
	forwarded map[int]*inst
	// tracked counts what visiting, visitingOff and forwarded hold, read without the
	// lock by every call's checks.
	tracked atomic.Int32
	// unreset are the values pools handed out that were not Reset yet.
	unreset map[uintptr]bool
	// zeros are the zero values (&T{}) the program built; lits the
	// structs it built with fields set (&T{F: 1}).
	zeros, lits map[uintptr]bool
	// nzeros counts the zero values recorded: while there are none,
	// no call asks readied.
	nzeros atomic.Int32
	// nbuilt counts the zero values and literals recorded.
	nbuilt atomic.Int32
	// unstarted are the values an op whose doc says they are not
	// started returned, until one of their Start methods runs;
	// nunstarted counts those recorded.
	unstarted  map[uintptr]bool
	nunstarted atomic.Int32
	// emptyBuilt are the struct types of the package's of which the
	// program built a value with an empty slice field (see emptyPart).
	emptyBuilt map[reflect.Type]bool
	// named are the names (see op.names) the program passed, with the
	// operations that took each and the dynamic types they returned.
	named map[string][]nameUse
}

// nameUse is an operation that took a name and the dynamic type of the
// value it returned for it.
type nameUse struct{ op, typ string }

// noteName records that the operation op took the name s and returned
// a value of the dynamic type typ.
func (rec *recorder) noteName(s, op, typ string) {
	rec.mu.Lock()
	defer rec.mu.Unlock()
	if rec.named == nil {
		rec.named = map[string][]nameUse{}
	}
	if u := (nameUse{op, typ}); !slices.Contains(rec.named[s], u) {
		rec.named[s] = append(rec.named[s], u)
	}
}

// renamed describes a name argument of a call of o that another
// operation took and returned a value of the type dyn for
// (GetOrRegisterGauge("a") after GetOrRegisterCounter("a") returned a
// *StandardCounter, which the gauge's assertion failed on), or is "".
func (rec *recorder) renamed(o *op, e *callEnv, dyn string) string {
	rec.mu.Lock()
	defer rec.mu.Unlock()
	for i, a := range e.args {
		j := min(i, o.nparams-1)
		rv := reflect.ValueOf(a)
		if j < 0 || j >= 64 || o.names&(1<<j) == 0 || rv.Kind() != reflect.String {
			continue
		}
		for _, u := range rec.named[rv.String()] {
			if u.op != o.name && u.typ == dyn {
				return fmt.Sprintf("%q to %s, after %s returned a %s for it", rv.String(), o.name, u.op, dyn)
			}
		}
	}
	return ""
}

// give records that the program handed the package something that may
// explain a failure (a wire Given), and says so on stderr: a crash or a
// hang that follows ends the process before it can report facts.
func (rec *recorder) give(g, detail string) {
	rec.mu.Lock()
	defer rec.mu.Unlock()
	for _, h := range rec.given {
		if h == g {
			return
		}
	}
	rec.given = append(rec.given, g)
	printMark(g, detail)
	if g == wire.GivenSelf {
		shrinkStack()
	}
}

// takeBack forgets that the program gave g (a fact of one call, which
// returned).
func (rec *recorder) takeBack(g string) {
	rec.mu.Lock()
	defer rec.mu.Unlock()
	rec.given = slices.DeleteFunc(rec.given, func(h string) bool { return h == g })
}

// mark prints a mark that is not kept in given, each time: the start
// and end of a blocking operation, which matter only to a hang.
func (rec *recorder) mark(g, detail string) {
	printMark(g, detail)
}

// has reports whether the program gave g.
func (rec *recorder) has(g string) bool {
	rec.mu.Lock()
	defer rec.mu.Unlock()
	for _, h := range rec.given {
		if h == g {
			return true
		}
	}
	return false
}

// tainted reports whether the program gave a fact that Taints.
func (rec *recorder) tainted() bool {
	rec.mu.Lock()
	defer rec.mu.Unlock()
	for _, g := range rec.given {
		if wire.Taints(g) {
			return true
		}
	}
	return false
}

// givenNow is what the program has given so far.
func (rec *recorder) givenNow() []string {
	rec.mu.Lock()
	defer rec.mu.Unlock()
	given := append([]string(nil), rec.given...)
	if rec.holding() {
		given = append(given, wire.GivenUnreleased)
	}
	return given
}

// handedTo reports whether the closure or implementation of term id was
// handed to the object at p (see noteSelfWait).
func (rec *recorder) handedTo(id int, p uintptr) bool {
	rec.mu.Lock()
	defer rec.mu.Unlock()
	return rec.handed[[2]uintptr{uintptr(id), p}]
}

// notePrepared records a call of the method that initializes or starts
// its receiver (o.prep), and notes a call of another method of the
// receiver before it.
func (rec *recorder) notePrepared(o *op, e *callEnv) {
	if o.prep == "" {
		return
	}
	p, ok := refOf(e.recv)
	if !ok {
		return
	}
	rec.mu.Lock()
	if o.readies {
		// Marked as it starts (a Start that runs on, a callback during
		// Prepare, use a prepared receiver); unmarked if it fails
		// (notePreparedDone).
		if rec.prepared == nil {
			rec.prepared = map[uintptr]bool{}
		}
		rec.prepared[p] = true
		rec.mu.Unlock()
		return
	}
	prepared := rec.prepared[p]
	rec.mu.Unlock()
	if !prepared {
		rec.give(wire.GivenUnprepared, fmt.Sprintf("%s before %s, which initializes or starts its receiver", o.name, o.prep))
	}
}

// noteUnstarted records a call on a value made unstarted (op.unstarted):
// a Start method starts it, any other method meets it unstarted
// (GivenUnstarted, reported true).
func (rec *recorder) noteUnstarted(o *op, e *callEnv) bool {
	p, ok := refOf(e.recv)
	if !ok {
		return false
	}
	rec.mu.Lock()
	unstarted := rec.unstarted[p]
	if unstarted && startsRE.MatchString(methodName(o.name)) {
		delete(rec.unstarted, p)
		unstarted = false
	}
	rec.mu.Unlock()
	if !unstarted || rec.has(wire.GivenUnstarted) {
		return false // an outer call gave it, and takes it back
	}
	rec.give(wire.GivenUnstarted, fmt.Sprintf("%s on a value made not started, before any Start", o.name))
	return true
}

// startsRE matches the names of the methods that start a value: Start,
// StartTLS, StartAddr, not Started.
var startsRE = regexp.MustCompile(`^Start([A-Z0-9_]|$)`)

// notePreparedDone takes back the mark of the method that initializes
// or starts its receiver when it returned an error: a Prepare that failed
// to compile its script readied nothing, and the methods after it use an
// object no more ready than before.
func (rec *recorder) notePreparedDone(o *op, e *callEnv) {
	if !o.readies {
		return
	}
	failed := false
	for _, r := range e.results {
		if err, ok := r.(error); ok && err != nil {
			failed = true
		}
	}
	p, ok := refOf(e.recv)
	if !failed || !ok {
		return
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	delete(rec.prepared, p)
}

// zeroSize records the objects a call with a zero measure made or set up
// (NewWindow(0)'s window, the receiver of Init(0)).
func (rec *recorder) zeroSize(vs []any) {
	for _, v := range vs {
		if p, ok := refOf(v); ok {
			rec.markRef(&rec.zeroSized, p)
		} else if t := reflect.TypeOf(v); t != nil && t.PkgPath() == pkgPath && t.Comparable() {
			// WithCapacity(0)'s option, a value with no reference: what
			// it configures is made with a measure of 0.
			rec.mu.Lock()
			rec.zeroVals = append(rec.zeroVals, v)
			rec.mu.Unlock()
		}
	}
}

// zeroOption reports whether v is a value a call with a zero measure
// made that has no reference (an option).
func (rec *recorder) zeroOption(v any) (found bool) {
	if v == nil || !reflect.TypeOf(v).Comparable() {
		return false
	}
	defer func() {
		if recover() != nil { // an interface field holding a slice
			found = false
		}
	}()
	rec.mu.Lock()
	defer rec.mu.Unlock()
	for _, z := range rec.zeroVals {
		if reflect.TypeOf(z) == reflect.TypeOf(v) && z == v {
			return true
		}
	}
	return false
}

// isZeroSized reports whether v was made with a zero measure.
func (rec *recorder) isZeroSized(v any) bool {
	p, ok := refOf(v)
	if !ok {
		return false
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	return rec.zeroSized[p]
}

// link records that a method that changes its receiver was handed the
// pointers, maps and channels among its arguments: the receiver may hold
// them now; and that a function's result (a queue NewQueue(sink) made)
// may hold those it was handed.
func (rec *recorder) link(o *op, e *callEnv) {
	holder := e.recv
	switch {
	case !o.hasRecv && len(e.results) > 0:
		holder = e.results[0]
	case !o.hasRecv || !o.mutates:
		return
	}
	rp, ok := refOf(holder)
	if !ok {
		return
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	for _, a := range e.args {
		p, ok := refOf(a)
		if w := funcWord(a); w != nil && !o.hasRecv {
			// A function made of a func (Deferred(fn)) may call it
			// when its result is used: see madeWith.
			p, ok = uintptr(w), true
		}
		if ok && p != rp {
			if rec.links == nil {
				rec.links = map[uintptr][]uintptr{}
			}
			if !slices.Contains(rec.links[rp], p) {
				rec.links[rp] = append(rec.links[rp], p)
			}
		}
	}
}

// linkPart records that holder holds part (a synthesized
// implementation the value it embeds), as link does for what an
// operation was handed.
func (rec *recorder) linkPart(holder, part any) {
	hp, ok1 := refOf(holder)
	pp, ok2 := refOf(part)
	if !ok1 || !ok2 || hp == pp {
		return
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	if rec.links == nil {
		rec.links = map[uintptr][]uintptr{}
	}
	if !slices.Contains(rec.links[hp], pp) {
		rec.links[hp] = append(rec.links[hp], pp)
	}
}

// noteWrapper records a call, from the body of a synthesized
// implementation's method, of the same method of a value that holds that
// implementation (a sink whose Close closes the queue NewQueue made
// around it), by the links the program made or by what the value holds
// (a logger around a logger around the implementation): the wrapper
// passes the call on to what it wraps, which passes it back, on
// whatever goroutine the package runs the body. An
// observer that calls another method of the object that holds it (a
// Notify that Pops) is the package's to bear.
func (rec *recorder) noteWrapper(o *op, f *frame, e *callEnv) {
	if !o.hasRecv {
		return
	}
	for fr := f; fr != nil; fr = fr.up {
		if fr.self != nil && methodName(fr.method) == methodName(o.name) && (rec.linkedTo(e.recv, fr.self) || containsWithin(e.recv, fr.self, wrapDepth, 256)) {
			rec.give(wire.GivenSelf, fmt.Sprintf("%s on a value that holds the implementation whose method calls it", o.name))
			return
		}
	}
}

// wrapDepth is how deep noteWrapper looks for the implementation in
// what the called value holds: a wrapper holds what it wraps in an
// atomic.Value, a struct, an interface, each a level.
const wrapDepth = 16

// linkedTo reports whether v may hold recv through the values the
// program handed to each other's changing methods (see link).
func (rec *recorder) linkedTo(v, recv any) bool {
	p, ok := refOf(v)
	rp, ok2 := refOf(recv)
	if !ok || !ok2 || p == rp {
		return false
	}
	return rec.reaches(p, rp)
}

// madeWith reports whether v was made, by the package's functions, of
// values made of the closure fn (gen := Map(Deferred(fn), f)): the
// package may call fn when v is used.
func (rec *recorder) madeWith(v, fn any) bool {
	p, ok := refOf(v)
	w := funcWord(fn)
	return ok && w != nil && rec.reaches(p, uintptr(w))
}

// reaches reports whether the links lead from p to rp.
func (rec *recorder) reaches(p, rp uintptr) bool {
	rec.mu.Lock()
	defer rec.mu.Unlock()
	return rec.reachesLocked(p, rp)
}

// reachesLocked is reaches, with rec.mu held.
func (rec *recorder) reachesLocked(p, rp uintptr) bool {
	if len(rec.links) == 0 {
		return false
	}
	seen := map[uintptr]bool{p: true}
	for todo := []uintptr{p}; len(todo) > 0 && len(seen) < 256; {
		q := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		for _, n := range rec.links[q] {
			if n == rp {
				return true
			}
			if !seen[n] {
				seen[n] = true
				todo = append(todo, n)
			}
		}
	}
	return false
}

// hold records a value o returned whose doc says its method o.releases
// must be called; release takes it back when that method is called on
// it. A pointer is followed; a struct value (an iterator kept in a
// variable, whose pointer methods run on the variable) is counted by the
// method's name.
func (rec *recorder) hold(o *op, results []any) {
	if o.releases == "" || len(results) == 0 || isNil(results[0]) {
		return
	}
	rec.mu.Lock()
	if p, ok := refOf(results[0]); ok {
		if rec.unreleased == nil {
			rec.unreleased = map[uintptr]string{}
		}
		rec.unreleased[p] = o.releases
	} else {
		if rec.unreleasedN == nil {
			rec.unreleasedN = map[string]int{}
		}
		rec.unreleasedN[o.releases]++
	}
	rec.mu.Unlock()
	rec.mark(wire.GivenUnreleased, o.releases+" of what "+o.name+" returned")
}

// release takes back the value o's receiver is, when o releases it.
func (rec *recorder) release(o *op, recv any) {
	if !o.hasRecv {
		return
	}
	name := methodName(o.name)
	released := false
	rec.mu.Lock()
	if p, ok := refOf(recv); ok && rec.unreleased[p] == name {
		delete(rec.unreleased, p)
		released = true
	} else if rec.unreleasedN[name] > 0 {
		// A struct value held, whose pointer method runs on the
		// program's variable (&it), which the harness did not see made.
		rec.unreleasedN[name]--
		released = true
	}
	rec.mu.Unlock()
	if released {
		rec.mark(wire.Released, name)
	}
}

// holding reports whether a value to be released is not yet; rec.mu is
// held.
func (rec *recorder) holding() bool {
	if len(rec.unreleased) > 0 {
		return true
	}
	for _, n := range rec.unreleasedN {
		if n > 0 {
			return true
		}
	}
	return false
}

// fill adds to f what the program has given so far, and the sandbox's
// error an operation met.
func (rec *recorder) fill(f *wire.Facts) {
	rec.mu.Lock()
	for _, g := range rec.given {
		f.Give(g)
	}
	if rec.holding() {
		f.Give(wire.GivenUnreleased)
	}
	f.Denied = rec.denied
	rec.mu.Unlock()
}

// netDenied: the sandbox denies the network (see wire.EnvNetDenied).
var netDenied = os.Getenv(wire.EnvNetDenied) == "1"

// noteDenied remembers an error the sandbox caused: outside the scratch
// directory it refuses every write; it denies the network unless hogen
// runs with -net; it limits file sizes, open files and processes.
func (rec *recorder) noteDenied(v any) {
	err, ok := v.(error)
	if !ok || isNil(err) {
		return
	}
	// errors.Is calls the package's Is and Unwrap methods, which may
	// panic: that is for the program to find, not for this bookkeeping.
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(stop); ok {
				panic(r)
			}
		}
	}()
	if sandboxed(err) {
		rec.mu.Lock()
		if rec.denied == "" {
			rec.denied = err.Error()
		}
		rec.mu.Unlock()
	}
}

// sandboxed reports whether err is one the sandbox causes.
func sandboxed(err error) bool {
	for _, e := range []error{fs.ErrPermission, syscall.EFBIG, syscall.EMFILE} {
		if errors.Is(err, e) {
			return true
		}
	}
	var pe *fs.PathError
	if errors.As(err, &pe) && pe.Op == "fork/exec" && errors.Is(err, syscall.EAGAIN) {
		return true // os/exec past the process limit
	}
	if netDenied {
		for _, e := range []error{syscall.ECONNREFUSED, syscall.ENETUNREACH, syscall.EHOSTUNREACH} {
			if errors.Is(err, e) {
				return true
			}
		}
	}
	return false
}

// noteErrored remembers the results that came with a non-nil error: by
// Go's convention they are not to be used.
func (rec *recorder) noteErrored(results []any) {
	if !errored(results) {
		return
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	for _, r := range results[:len(results)-1] {
		if p, ok := refOf(r); ok {
			if rec.errored == nil {
				rec.errored = map[uintptr]bool{}
			}
			rec.errored[p] = true
		}
	}
}

// noteConfigured records the receiver recv of a method that sets it up
// (op.configures) as one that came with an error when its results say
// the setup failed and it changed the receiver (before is a shallow copy
// of it from before the call: a setter that refuses its input and leaves
// its receiver as it was, as flag.Value's Set does, spoils nothing), and
// as whole again when a setup succeeds.
func (rec *recorder) noteConfigured(recv any, before reflect.Value, results []any) {
	p, ok := refOf(recv)
	if !ok {
		return
	}
	err, failed := error(nil), false
	if len(results) == 1 {
		err, failed = results[0].(error)
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	if !failed || isNil(err) {
		delete(rec.misset, p)
		return
	}
	if !before.IsValid() || !changed(before, reflect.ValueOf(recv).Elem()) {
		return
	}
	if rec.misset == nil {
		rec.misset = map[uintptr]bool{}
	}
	rec.misset[p] = true
}

// shallowCopy is a copy of the struct recv points to, or the invalid
// Value if recv is no pointer to a struct.
func shallowCopy(recv any) reflect.Value {
	rv := reflect.ValueOf(recv)
	if rv.Kind() != reflect.Pointer || rv.IsNil() || rv.Elem().Kind() != reflect.Struct {
		return reflect.Value{}
	}
	c := reflect.New(rv.Elem().Type()).Elem()
	c.Set(rv.Elem())
	return c
}

// changed reports whether a field of the struct b differs from a's, by
// what it holds at its top level: a pointer, map, slice or func by its
// address (and a slice by its length too), any other comparable value
// by ==.
func changed(a, b reflect.Value) bool {
	for i := 0; i < a.NumField(); i++ {
		x, y := a.Field(i), b.Field(i)
		switch x.Kind() {
		case reflect.Pointer, reflect.Map, reflect.Chan, reflect.Func, reflect.UnsafePointer:
			if x.Pointer() != y.Pointer() {
				return true
			}
		case reflect.Slice:
			if x.Pointer() != y.Pointer() || x.Len() != y.Len() {
				return true
			}
		case reflect.Interface:
			if x.IsNil() != y.IsNil() || !x.IsNil() && x.Elem().Type() != y.Elem().Type() {
				return true
			}
		case reflect.Struct, reflect.Array:
			if x.Comparable() && !x.Equal(y) {
				return true
			}
		default:
			if !x.Equal(y) {
				return true
			}
		}
	}
	return false
}

// fromError reports whether v is a result that came with an error.
func (rec *recorder) fromError(v any) bool {
	p, ok := refOf(v)
	if !ok {
		return false
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	return rec.errored[p] || rec.misset[p]
}

// owner is the object a value came from: a method of it returned it.
// iter: the value is an iterator over it (see iterates).
type owner struct {
	p    uintptr
	t    reflect.Type
	iter bool
}

// iterates reports whether values of t are iterators by Go's convention:
// they have a Next or Prev method (bufio.Scanner, sql.Rows, a
// container's cursor).
func iterates(t reflect.Type) bool {
	if t == nil {
		return false
	}
	_, next := t.MethodByName("Next")
	_, prev := t.MethodByName("Prev")
	return next || prev
}

// staleIters records that the iterators recv handed out are stale: a
// call changed recv after they were made.
func (rec *recorder) staleIters(recv any) {
	rec.markOwned(recv, &rec.stale, true)
	if rp, ok := refOf(recv); ok {
		rec.mu.Lock()
		if rec.changes == nil {
			rec.changes = map[uintptr]int{}
		}
		rec.changes[rp]++
		rec.mu.Unlock()
	}
}

// noteValueIters records, for each iterator recv returned as a struct
// value (Iterator{list: l}), which the program keeps in a variable whose
// address no result shows, how many changes recv had had: a later change
// makes the iterators made before it stale (see staleValueIter).
func (rec *recorder) noteValueIters(recv any, results []any) {
	rp, ok := refOf(recv)
	if !ok {
		return
	}
	for _, r := range results {
		rv := reflect.ValueOf(r)
		if rv.Kind() != reflect.Struct || !iterates(reflect.PointerTo(rv.Type())) || !holdsField(rv, rp) {
			continue
		}
		rec.mu.Lock()
		if rec.itersAt == nil {
			rec.itersAt = map[uintptr]int{}
		}
		rec.itersAt[rp] = rec.changes[rp]
		rec.mu.Unlock()
	}
}

// staleValueIter reports whether recv, a pointer to an iterator kept as
// a struct value, iterates over an object that changed after the last
// such iterator of it was made. (Iterators made later than that one
// would need their variables told apart: they are not, and are taken for
// fresh.)
func (rec *recorder) staleValueIter(recv any) bool {
	s := reflect.ValueOf(recv)
	if s.Kind() == reflect.Pointer && !s.IsNil() {
		s = s.Elem()
	}
	if s.Kind() != reflect.Struct || !iterates(reflect.PointerTo(s.Type())) {
		return false
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	if len(rec.itersAt) == 0 {
		return false
	}
	for i := 0; i < s.NumField() && i < 16; i++ {
		if f := s.Field(i); f.Kind() == reflect.Pointer && !f.IsNil() {
			if at, ok := rec.itersAt[f.Pointer()]; ok && rec.changes[f.Pointer()] > at {
				return true
			}
		}
	}
	return false
}

// holdsField reports whether the struct s has a pointer field to p.
func holdsField(s reflect.Value, p uintptr) bool {
	for i := 0; i < s.NumField() && i < 16; i++ {
		if f := s.Field(i); f.Kind() == reflect.Pointer && !f.IsNil() && f.Pointer() == p {
			return true
		}
	}
	return false
}

// staleRef reports whether the iterator at p is stale.
func (rec *recorder) staleRef(p uintptr) bool {
	rec.mu.Lock()
	defer rec.mu.Unlock()
	return rec.stale[p]
}

// noteOwner records recv as the owner of the pointers, channels and maps
// a method of it returned.
func (rec *recorder) noteOwner(recv any, results []any) {
	rp, ok := refOf(recv)
	if !ok {
		return
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	for _, r := range results {
		if p, ok := refOf(r); ok && p != rp {
			if rec.owners == nil {
				rec.owners = map[uintptr]owner{}
			}
			if _, known := rec.owners[p]; !known {
				rec.owners[p] = owner{rp, reflect.TypeOf(recv), iterates(reflect.TypeOf(r))}
			}
		} else if r != nil && reflect.TypeOf(r).Kind() == reflect.Struct {
			// A handle returned by value (a Subscription holding its
			// channel) belongs to the object that made it too.
			if h, ok := handleOf(reflect.ValueOf(r), 2); ok && h != rp {
				if rec.handles == nil {
					rec.handles = map[uintptr]owner{}
				}
				if _, known := rec.handles[h]; !known {
					rec.handles[h] = owner{p: rp, t: reflect.TypeOf(recv)}
				}
			}
		}
	}
}

// handleOf is the reference that makes v, a struct of the package's a
// method returned, a handle: a channel in it or its fields (a
// Subscription's). A pointer is not one: a Node{id, n} handed between
// copies of one Graph value shares its node, and a std value's insides
// (a time.Time's location) are everyone's.
func handleOf(v reflect.Value, depth int) (uintptr, bool) {
	switch v.Kind() {
	case reflect.Chan:
		if !v.IsNil() {
			return v.Pointer(), true
		}
	case reflect.Struct:
		if depth <= 0 || v.Type().PkgPath() != pkgPath {
			break
		}
		for i := range min(v.NumField(), 16) {
			if p, ok := handleOf(v.Field(i), depth-1); ok {
				return p, true
			}
		}
	}
	return 0, false
}

// crossed reports whether v came from another object of recv's type
// than recv: one list's element handed to another list.
func (rec *recorder) crossed(recv, v any) bool {
	rp, ok := refOf(recv)
	if !ok || v == nil {
		return false
	}
	owners := &rec.owners
	p, ok2 := refOf(v)
	if !ok2 && reflect.TypeOf(v).Kind() == reflect.Struct {
		p, ok2 = handleOf(reflect.ValueOf(v), 2)
		owners = &rec.handles
	}
	if !ok2 {
		return false
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	o, known := (*owners)[p]
	return known && o.p != rp && o.t == reflect.TypeOf(recv)
}

// end records that the use of v has ended.
func (rec *recorder) end(v any) {
	p, ok := refOf(v)
	if !ok {
		return
	}
	rec.mu.Lock()
	if rec.ended == nil {
		rec.ended = map[uintptr]bool{}
	}
	rec.ended[p] = true
	rec.mu.Unlock()
}

// endOwned records that the use of the values recv handed out has ended:
// recv was cleared, and its old elements belong to nothing.
func (rec *recorder) endOwned(recv any) { rec.markOwned(recv, &rec.ended, false) }

// markOwned adds to *m the values recv handed out (see noteOwner), or
// only its iterators.
func (rec *recorder) markOwned(recv any, m *map[uintptr]bool, itersOnly bool) {
	rp, ok := refOf(recv)
	if !ok {
		return
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	for p, o := range rec.owners {
		if o.p == rp && (o.iter || !itersOnly) {
			if *m == nil {
				*m = map[uintptr]bool{}
			}
			(*m)[p] = true
		}
	}
}

// endedRef reports whether the use of the value at p has ended, or that
// of the object it came from (see noteOwner): a group a stopped pool
// handed out, before or after it stopped, is stopped too.
func (rec *recorder) endedRef(p uintptr) bool {
	rec.mu.Lock()
	defer rec.mu.Unlock()
	for range 8 { // owners form no cycle, but a bound costs nothing
		if rec.ended[p] {
			return true
		}
		o, ok := rec.owners[p]
		if !ok {
			return false
		}
		p = o.p
	}
	return false
}

// noteSelfWait records the closures and implementations handed to a
// method of a receiver, and notes a call of a waiting method (Wait) on a
// receiver from inside one of them, or a closure made inside one: by
// Go's convention (sync.WaitGroup, errgroup.Group), Wait blocks until
// the work handed to its receiver is done, and a task that calls it
// waits for itself.
func (rec *recorder) noteSelfWait(o *op, t *wire.Term, f *frame, e *callEnv) {
	if !o.hasRecv {
		return
	}
	var ids []int
	for i := range t.A {
		if t.A[i].K == wire.TermFunc {
			ids = append(ids, t.A[i].ID)
		} else if s, ok := e.args[i].(interface{ hogenInst() *inst }); ok && s.hogenInst() != nil {
			ids = append(ids, s.hogenInst().t.ID)
		}
	}
	if len(ids) == 0 && !o.waits {
		return
	}
	rp, ok := refOf(e.recv)
	if !ok {
		return
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	for _, id := range ids {
		if rec.handed == nil {
			rec.handed = map[[2]uintptr]bool{}
		}
		rec.handed[[2]uintptr{uintptr(id), rp}] = true
	}
	if !o.waits {
		return
	}
	for fr := f; fr != nil; fr = fr.up {
		if fr.owner != 0 && rec.handed[[2]uintptr{uintptr(fr.owner), rp}] {
			rec.mu.Unlock()
			rec.give(wire.GivenSelfWait, o.name)
			rec.mu.Lock()
			return
		}
	}
}

// notePassed records the dynamic type of a value the program put in an
// interface: a failed type assertion on it is the program's (foreign).
func (rec *recorder) notePassed(v any) {
	rec.mu.Lock()
	if rec.passed == nil {
		rec.passed = map[string]bool{}
	}
	rec.passed[reflect.TypeOf(v).String()] = true
	rec.mu.Unlock()
}

// notePassedElems records v's dynamic type, or, for a slice, its
// elements' (From[T](s []T) keeps each as an any).
func (rec *recorder) notePassedElems(v any) {
	if v == nil {
		return
	}
	rec.notePassed(v) // T = []int is a slice too
	if t := reflect.TypeOf(v); t.Kind() == reflect.Slice {
		rec.mu.Lock()
		rec.passed[t.Elem().String()] = true
		rec.mu.Unlock()
	}
}

// wasPassed reports whether the program put a value of the dynamic type
// dyn in an interface (see notePassed).
func (rec *recorder) wasPassed(dyn string) bool {
	rec.mu.Lock()
	defer rec.mu.Unlock()
	return rec.passed[dyn]
}

// openPair records a call of the opener (Push, Save, Begin) on the
// receiver at p (see op.pair).
func (rec *recorder) openPair(p uintptr, opener string) {
	rec.mu.Lock()
	if rec.opened == nil {
		rec.opened = map[pairKey]int{}
	}
	if p == 0 {
		// The package's own state (StartProfile): one, however often
		// it was started.
		rec.opened[pairKey{p, opener}] = 1
	} else {
		rec.opened[pairKey{p, opener}]++
	}
	rec.mu.Unlock()
}

// unpair takes back one opener of the receiver at p, and reports whether
// there was one to take (see op.pair).
func (rec *recorder) unpair(p uintptr, opener string) bool {
	rec.mu.Lock()
	defer rec.mu.Unlock()
	k := pairKey{p, opener}
	if rec.opened[k] == 0 {
		return false
	}
	rec.opened[k]--
	return true
}

// pairKey is a receiver and the name of an opener called on it.
type pairKey struct {
	p      uintptr
	opener string
}

// closedKey is a receiver and a method called on it.
type closedKey struct {
	p      uintptr
	method string
}

// closing records that the method named method (Close, Stop, or a
// method called once) was called on the value at p, and reports whether
// it was before: Start then Stop is no second Stop.
func (rec *recorder) closing(p uintptr, method string) bool {
	rec.mu.Lock()
	defer rec.mu.Unlock()
	k := closedKey{p, method}
	again := rec.closed[k]
	if rec.closed == nil {
		rec.closed = map[closedKey]bool{}
	}
	rec.closed[k] = true
	return again
}

// stop records that a Close, Stop or Shutdown was called on the values
// at refs, when closer, and reports whether one was before.
func (rec *recorder) stop(refs []uintptr, closer bool) bool {
	rec.mu.Lock()
	defer rec.mu.Unlock()
	before := false
	for _, p := range refs {
		before = before || rec.stopped[p]
		if closer {
			if rec.stopped == nil {
				rec.stopped = map[uintptr]bool{}
			}
			rec.stopped[p] = true
			rec.anyStopped.Store(true)
			rec.stopWithLocked(p)
		}
	}
	return before
}

// returnedTypedNil reports whether v is a nil pointer of a type the
// package's operations returned nil pointers of: in a non-nil interface
// it is the package's nil (a Lookup's), not one the program made or a
// skipped call's zero value.
func (rec *recorder) returnedTypedNil(v any) bool {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || !rv.IsNil() {
		return false
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	return rec.typedNils[rv.Type()]
}

// stopWithLocked records the values handed to the one at p, and those
// handed to them, three links deep, as stopped with it.
func (rec *recorder) stopWithLocked(p uintptr) {
	level := []uintptr{p}
	for range 3 {
		var next []uintptr
		for _, o := range level {
			for _, q := range rec.links[o] {
				if rec.stoppedWith == nil {
					rec.stoppedWith = map[uintptr]bool{}
				}
				if !rec.stoppedWith[q] {
					rec.stoppedWith[q] = true
					next = append(next, q)
				}
			}
		}
		level = next
	}
}

// nearStopped reports whether recv, or for a slice or array one of its
// elements, was stopped through what the program stopped: it was
// handed to a value the program stopped (see link), which ends what it
// was made over as http.Server's Shutdown closes its listeners; or it
// was made over a stopped value, and sends to it, or stops it again at
// its own stop; or it is an element of a slice the program stopped.
func (rec *recorder) nearStopped(recv any) bool {
	holders := elemRefs(recv)
	elems := holders != nil // holders are recv's elements, not recv
	if p, ok := refOf(recv); ok {
		holders = append(holders, p)
	}
	if len(holders) == 0 {
		return false
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	for _, p := range holders {
		if elems && rec.stopped[p] || rec.stoppedWith[p] {
			return true
		}
		for _, set := range []map[uintptr]bool{rec.stopped, rec.stoppedWith} {
			for s := range set {
				if s != p && rec.reachesLocked(p, s) {
					return true
				}
			}
		}
	}
	return false
}

// handedEachOther reports whether one of vs that can be stopped (a
// sink, an output with a Close, Stop or Shutdown) was handed another
// (see link): a fan-out that stops each of its parts stops the inner
// one twice, once itself and once through the part that owns it.
func (rec *recorder) handedEachOther(vs []any) bool {
	var refs []uintptr
	for _, v := range vs {
		if p, ok := refOf(v); ok && stoppable(reflect.TypeOf(v)) && len(refs) < 8 {
			refs = append(refs, p)
		}
	}
	if len(refs) < 2 {
		return false
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	for _, outer := range refs {
		for _, inner := range refs {
			if outer != inner && rec.reachesLocked(outer, inner) {
				return true
			}
		}
	}
	return false
}

// elemRefs are the references among the first elements of the slice or
// array v, or nil.
func elemRefs(v any) []uintptr {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Slice && rv.Kind() != reflect.Array {
		return nil
	}
	refs := []uintptr{}
	for i := 0; i < rv.Len() && i < 16; i++ {
		if p, ok := refOf(rv.Index(i).Interface()); ok {
			refs = append(refs, p)
		}
	}
	return refs
}

// stoppable reports whether t has a Close, Stop or Shutdown method.
func stoppable(t reflect.Type) bool {
	if t == nil {
		return false
	}
	for _, m := range []string{"Close", "Stop", "Shutdown"} {
		if _, ok := t.MethodByName(m); ok {
			return true
		}
	}
	return false
}

// move records where a move (Next, Prev, First, Reset) left a cursor:
// on an element when it returned true alone, nowhere known otherwise.
func (rec *recorder) move(recv any, results []any) {
	p, ok := refOf(recv)
	if !ok {
		return
	}
	on := len(results) == 1 && results[0] == true
	rec.mu.Lock()
	if rec.positioned == nil {
		rec.positioned = map[uintptr]bool{}
	}
	rec.positioned[p] = on
	rec.mu.Unlock()
}

// positionedAt reports whether the cursor recv's last move returned true.
func (rec *recorder) positionedAt(recv any) bool {
	p, ok := refOf(recv)
	if !ok {
		return true
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	return rec.positioned[p]
}

// seenChan records the channels among vs as seen by the package, and
// reports whether v was seen before.
func (rec *recorder) seenChan(vs ...any) (before bool) {
	locked := false
	defer func() {
		if locked {
			rec.mu.Unlock()
		}
	}()
	for i, v := range vs {
		rv := reflect.ValueOf(v)
		if rv.Kind() != reflect.Chan || rv.IsNil() {
			continue
		}
		if !locked {
			rec.mu.Lock()
			locked = true
		}
		p := rv.Pointer()
		if i == 0 {
			before = rec.chans[p]
		}
		if rec.chans == nil {
			rec.chans = map[uintptr]bool{}
		}
		rec.chans[p] = true
	}
	return before
}

// noteRetry counts the errors a body returns: a package that calls it
// again after RetryLimit of them, and no success, retries what keeps
// failing, and a run that never ends is the body's answers' doing. (A
// package that calls it again after a success does not retry.)
func (rec *recorder) noteRetry(id int, res []any, errs []int, name string) {
	failed := false
	for _, i := range errs {
		if result(res, i) != nil {
			failed = true
		}
	}
	if len(errs) == 0 {
		return
	}
	rec.mu.Lock()
	if failed {
		rec.failing[id]++
	} else {
		rec.failing[id] = -1 << 30 // succeeded once: never a retry
	}
	n := rec.failing[id]
	rec.mu.Unlock()
	if n > wire.RetryLimit {
		rec.give(wire.GivenRetried, fmt.Sprintf("synthesized %s, called again after %d errors and no success", name, wire.RetryLimit))
	}
}

// visit starts a visitor's body on recv's walk and returns its end.
func (rec *recorder) visit(recv any) func() { return track(rec, &rec.visiting, recv) }

// forward starts a forwarded call's body and returns its end.
func (rec *recorder) forward(h *inst) func() { return track(rec, &rec.forwarded, h) }

// track adds v to *m, under the recorder's lock, by a fresh number, and
// returns its removal.
func track[T any](rec *recorder, m *map[int]T, v T) func() {
	rec.mu.Lock()
	if *m == nil {
		*m = map[int]T{}
	}
	rec.walks++
	id := rec.walks
	(*m)[id] = v
	rec.tracked.Add(1)
	rec.mu.Unlock()
	return func() {
		rec.mu.Lock()
		delete(*m, id)
		rec.tracked.Add(-1)
		rec.mu.Unlock()
	}
}

// tracking is what track's map m holds now; without taking the lock
// when nothing is tracked.
func tracking[T any](rec *recorder, m *map[int]T) []T {
	if rec.tracked.Load() == 0 { // every call asks: most run outside any walk
		return nil
	}
	rec.mu.Lock()
	var vs []T
	for _, v := range *m {
		vs = append(vs, v)
	}
	rec.mu.Unlock()
	return vs
}

// walking are the receivers of the walks whose visitors are running.
func (rec *recorder) walking() []any { return tracking(rec, &rec.visiting) }

// visitOff starts a visit on a goroutine of the package's (see
// visitingOff) and returns its end.
func (rec *recorder) visitOff(recv any) func() { return track(rec, &rec.visitingOff, recv) }

// walkingOff are the receivers of the walks whose visitors run on the
// package's goroutines.
func (rec *recorder) walkingOff() []any { return tracking(rec, &rec.visitingOff) }

// forwarding are the synthesized implementations running a call a
// wrapper passed on to them.
func (rec *recorder) forwarding() []*inst { return tracking(rec, &rec.forwarded) }

// builtZero records a zero value &T{} the program built.
func (rec *recorder) builtZero(p uintptr) {
	rec.nzeros.Add(1)
	rec.nbuilt.Add(1)
	rec.markRef(&rec.zeros, p)
}

// readied records that the zero value at p took a method the tests call
// on a fresh one (a builder's Root): it is that zero value no longer.
func (rec *recorder) readied(p uintptr) {
	rec.mu.Lock()
	delete(rec.zeros, p)
	rec.mu.Unlock()
}

// builtLit records a struct &T{F: 1} the program built with fields set.
func (rec *recorder) builtLit(p uintptr) {
	rec.nbuilt.Add(1)
	rec.markRef(&rec.lits, p)
}

// builtEmpty records that the program built a value of the struct type
// t, of the package's, with an empty slice field.
func (rec *recorder) builtEmpty(t reflect.Type) {
	rec.mu.Lock()
	if rec.emptyBuilt == nil {
		rec.emptyBuilt = map[reflect.Type]bool{}
	}
	rec.emptyBuilt[t] = true
	rec.mu.Unlock()
}

// handBuiltEmpty reports whether the program built a value of type t
// with an empty slice field.
func (rec *recorder) handBuiltEmpty(t reflect.Type) bool {
	rec.mu.Lock()
	defer rec.mu.Unlock()
	return rec.emptyBuilt[t]
}

// built reports whether the value at p is a zero value the program
// built, and whether it is a struct it built with fields set.
func (rec *recorder) built(p uintptr) (zero, lit bool) {
	rec.mu.Lock()
	zero, lit = rec.zeros[p], rec.lits[p]
	rec.mu.Unlock()
	return zero, lit
}

// pooled records the value at p, which a pool handed out.
func (rec *recorder) pooled(p uintptr) { rec.markRef(&rec.unreset, p) }

// pooledOut reports whether the value at p is one a pool handed out that
// was not Reset yet; reset says that it is being Reset now.
func (rec *recorder) pooledOut(p uintptr, reset bool) bool {
	rec.mu.Lock()
	unreset := rec.unreset[p]
	if reset {
		delete(rec.unreset, p)
	}
	rec.mu.Unlock()
	return unreset
}

// markRef adds p to the set *m, under the recorder's lock.
func (rec *recorder) markRef(m *map[uintptr]bool, p uintptr) {
	rec.mu.Lock()
	if *m == nil {
		*m = map[uintptr]bool{}
	}
	(*m)[p] = true
	rec.mu.Unlock()
}

// refOf is the address a non-nil pointer, map or chan holds.
func refOf(v any) (uintptr, bool) {
	rv := reflect.ValueOf(v)
	switch rv.Kind() {
	case reflect.Pointer, reflect.Map, reflect.Chan:
		if !rv.IsNil() {
			return rv.Pointer(), true
		}
	}
	return 0, false
}

// reslice records, after a method of a slice that changes it returned a
// shorter slice of the same type and backing array (Deduplicate that
// returns l[:n] and clears the rest), that the receiver as it was is
// stale: by append's convention the result is the slice from then on.
func (rec *recorder) reslice(recv any, results []any) {
	if len(results) == 0 {
		return
	}
	rv := reflect.ValueOf(recv)
	if rv.Kind() != reflect.Slice {
		return // most receivers: no reflection on the results
	}
	res := reflect.ValueOf(results[0])
	if !res.IsValid() || rv.Type() != res.Type() || res.Len() == 0 {
		return
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	// The result is the slice now, whatever it was before (l = l.Add(x)
	// may hand back an array and length a stale one had).
	delete(rec.resliced, [2]uintptr{res.Pointer(), uintptr(res.Len())})
	if rv.Len() == 0 || rv.Pointer() != res.Pointer() || res.Len() >= rv.Len() {
		return // another array, or the old slice is a prefix of the new
	}
	if rec.resliced == nil {
		rec.resliced = map[[2]uintptr]bool{}
	}
	rec.resliced[[2]uintptr{rv.Pointer(), uintptr(rv.Len())}] = true
}

// isResliced reports whether v is a slice that reslice found stale.
func (rec *recorder) isResliced(v any) bool {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Slice || rv.Len() == 0 {
		return false
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	return rec.resliced[[2]uintptr{rv.Pointer(), uintptr(rv.Len())}]
}
