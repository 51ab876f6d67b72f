//go:build go1.22

// This file is part of the runtime of hogen's harness: judging calls: contracts, panics, and the facts blame needs.

package harness

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/hogen-go/hogen/blame/wire"
)

// check evaluates a clause; a clause that panics is a contract fault.
func (x *exec) check(id int, e *callEnv) bool {
	// A clause that calls a synthesized method (self.Len()) runs its
	// body, which moves x.at: the clause is judged where it stands.
	// A judgment unwinds the whole program (a new exec runs the next), so
	// no defer needs to undo the counter.
	at := x.atNow()
	x.checking.Add(1)
	ok := x.checkAt(id, e, at)
	x.checking.Add(-1)
	x.setAt(at)
	return ok
}

func (x *exec) checkAt(id int, e *callEnv, at int) bool {
	defer x.contractFault(id, "contract", at)
	return clauses[id].check(e)
}

// fail reports what went wrong, with the facts blame.Judge needs, and
// unwinds the program.
func (x *exec) fail(f wire.Facts, o outcome) {
	o.Status = wire.StatusFailed
	x.facts.fill(&f)
	o.Facts = &f
	x.judge(o)
}

// old evaluates the old(E) of a clause, on entry.
func (x *exec) old(id int, e *callEnv) []any {
	at := x.atNow()
	x.checking.Add(1)
	vs := x.oldAt(id, e, at)
	x.checking.Add(-1)
	x.setAt(at)
	return vs
}

func (x *exec) oldAt(id int, e *callEnv, at int) []any {
	defer x.contractFault(id, "old(...) of", at)
	return clauses[id].old(e)
}

// contractFault, deferred, judges a panic in the evaluation of clause
// id: a documentation bug, unless it is a nil the generator passed.
func (x *exec) contractFault(id int, what string, at int) {
	r := recover()
	if r == nil {
		return
	}
	if _, isStop := r.(stop); isStop {
		panic(r)
	}
	x.setAt(at)
	c := &clauses[id]
	f := wire.Facts{Event: wire.EvContractPanic, Panic: panicClass(r)}
	x.fail(f, outcome{Party: c.kw + " " + c.text, Contract: c.text, Site: c.site, Clause: id + 1,
		Message: fmt.Sprintf("%s %s %s panicked: %v", what, c.kw, c.text, r)})
}

// invoke calls the operation and judges a panic that escapes it.
func (x *exec) invoke(o *op, e *callEnv, id int) []any {
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		if _, ok := r.(stop); ok {
			panic(r) // judged deeper
		}
		x.setAt(id)
		x.judgePanic(o, e, r)
	}()
	if x.trace {
		fmt.Fprintf(os.Stderr, "%s%s\n", wire.TraceCall, o.name)
		defer fmt.Fprintf(os.Stderr, "%s%s\n", wire.TraceReturn, o.name)
	}
	return o.call(e.recv, e.args)
}

func (x *exec) judgePanic(o *op, e *callEnv, r any) {
	x.facts.noteDenied(r)
	if he, ok := r.(harnessError); ok {
		x.judge(outcome{Status: wire.StatusError, Message: he.Error() + "\n" + stackText()})
	}
	class := panicClass(r)
	site, inHarness := x.panicWhere(o, class)
	if inHarness && class == wire.PanicNil && nilEmbedded(e.recv) {
		// A method promoted through a nil embedded interface or pointer
		// (HelperContext{}.Has, of its nil Context): Go's wrapper, inlined
		// into the adapter, dereferences the nil.
		x.facts.give(wire.GivenZero, o.name+" promoted through a nil embedded field of its receiver")
	}
	typedNil := class == wire.PanicNil && o.iface && x.facts.returnedTypedNil(e.recv)
	if inHarness && !(class == wire.PanicNil && (x.facts.has(wire.GivenNil) || x.facts.has(wire.GivenZero))) && !typedNil {
		// (A value method called through an interface on the package's
		// typed nil panics in Go's wrapper, inlined into the adapter.)
		// A method called on a nil interface value panics in an adapter:
		// that is a nil the program passed, not a bug of the harness.
		if corrupted(r) {
			x.judge(*x.corruptOutcome(r, x.party(o, e)))
		}
		x.judge(outcome{Status: wire.StatusError, Message: fmt.Sprintf("panic in the harness: %v\n%s", r, stackText())})
	}
	f := wire.Facts{Event: wire.EvPanic, Panic: class, Documented: o.panics}
	if f.Documented == "" {
		f.Documented = documentedFrame()
	}
	if typedNil {
		f.TypedNil = reflect.TypeOf(e.recv).String()
	}
	argFacts(o, e, &f)
	if beyond(o, e) != "" || class == wire.PanicBounds && (indexedBy(o, e, fmt.Sprint(r)) || pastBound(o, e, fmt.Sprint(r))) {
		f.Give(wire.GivenBeyond)
	}
	if reversedRange(o, e) {
		f.Give(wire.GivenReversed)
	}
	if e.stoppedRecv {
		f.Give(wire.GivenStoppedRecv)
	}
	if class == wire.PanicBounds && shortBuffer(o, e) {
		f.Give(wire.GivenShortBuffer)
	}
	if class == wire.PanicBounds || class == wire.PanicLastIndex {
		for _, v := range append([]any{e.recv}, e.args...) {
			if v != nil && emptyPart(reflect.ValueOf(v), 6, x.facts.handBuiltEmpty) {
				f.Give(wire.GivenEmptyPart)
				break
			}
		}
	}
	if e.zeroSized || o.hasRecv && x.facts.isZeroSized(e.recv) {
		f.Give(wire.GivenZeroSize)
	}
	if dyn, ok := assertedType(fmt.Sprint(r)); ok && class == wire.PanicConversion && o.elemWord != "" && !ofKind(dyn, o.elemWord) {
		// SumInts of a Query of strings, whose doc says "Values can be of
		// any integer type": a value of another type is the doc's misuse.
		f.Give(wire.GivenMistyped)
	}
	if class == wire.PanicConversion && x.foreign(r) {
		f.Give(wire.GivenForeign)
	}
	if dyn, ok := assertedType(fmt.Sprint(r)); ok && class == wire.PanicConversion {
		if d := x.facts.renamed(o, e, dyn); d != "" {
			x.facts.give(wire.GivenRenamed, d)
			f.Give(wire.GivenRenamed)
		}
	}
	x.inputFacts(o, e, &f)
	x.fail(f, outcome{Party: x.party(o, e), Site: site, Message: fmt.Sprint(r)})
}

// inputFacts gives f, the facts of a panic in o, what the call's input
// broke of the conventions the op's table states: a guard not asked, a
// string outside its syntax, a take from an empty receiver.
func (x *exec) inputFacts(o *op, e *callEnv, f *wire.Facts) {
	if e.offGuard || o.positioned && !x.facts.positionedAt(e.recv) {
		f.Give(wire.GivenUnguarded)
	}
	if d := malformed(o, e); d != "" {
		x.facts.give(wire.GivenMalformed, d)
		f.Give(wire.GivenMalformed)
	}
	if c := f.Panic; o.takes && e.measured && e.length == 0 && (c == wire.PanicBounds || c == wire.PanicLastIndex || c == wire.PanicNil) {
		x.facts.give(wire.GivenTakenEmpty, o.name+" of a receiver whose length was 0")
		f.Give(wire.GivenTakenEmpty)
	}
}

// malformed describes the first string argument of a call whose shape
// is not the one the package's tests and examples give its parameter
// (o.shapes), or is "".
func malformed(o *op, e *callEnv) string {
	for j, shape := range o.shapes {
		if j < len(e.args) {
			if s, ok := e.args[j].(string); ok && wire.Shape(s) != shape {
				return fmt.Sprintf("%q as argument %d of %s, whose tests and examples pass strings shaped %q", s, j+1, o.name, shape)
			}
		}
	}
	return ""
}

// shortBuffer reports whether the call handed a []byte parameter of
// op.bufs fewer bytes than the widest number (8) it may read or write,
// or, for an op.bufRecv, whether its receiver's bytes are that short or
// shorter than an integer argument (an offset past them).
func shortBuffer(o *op, e *callEnv) bool {
	for i, a := range e.args {
		j := min(i, o.nparams-1)
		if b, ok := a.([]byte); ok && j >= 0 && j < 64 && o.bufs&(1<<j) != 0 && len(b) < 8 {
			return true
		}
	}
	if !o.bufRecv {
		return false
	}
	n, ok := recvBytes(reflect.ValueOf(e.recv), 2)
	if !ok {
		return false
	}
	if n < 8 {
		return true
	}
	for _, a := range e.args {
		if k, ok := intArg(a); ok && k >= int64(n) {
			return true
		}
	}
	return false
}

// argFacts gives f what the arguments of the call that panicked say by
// themselves: a negative, an empty one, bytes that are no JSON for an
// UnmarshalJSON.
func argFacts(o *op, e *callEnv, f *wire.Facts) {
	for _, a := range e.args {
		if _, negative := intFacts(a); negative {
			f.Give(wire.GivenNegative)
		}
		if isEmpty(a) {
			f.Give(wire.GivenEmpty)
		}
	}
	if notJSON(o, e) {
		f.Give(wire.GivenNotJSON)
	}
}

// notJSON reports whether o is an UnmarshalJSON method, json.Unmarshaler's,
// handed bytes that are no JSON value (wire.GivenNotJSON).
func notJSON(o *op, e *callEnv) bool {
	if !o.hasRecv || !strings.HasSuffix(o.name, ".UnmarshalJSON") || len(e.args) != 1 {
		return false
	}
	b, ok := e.args[0].([]byte)
	return ok && !json.Valid(b)
}

// recvBytes returns the length of the first []byte field of the struct v
// (or what it points to), of its own or of a struct it embeds.
func recvBytes(v reflect.Value, depth int) (int, bool) {
	if v.Kind() == reflect.Pointer && !v.IsNil() {
		v = v.Elem()
	}
	if v.Kind() != reflect.Struct || depth < 0 {
		return 0, false
	}
	for i := 0; i < v.NumField(); i++ {
		f := v.Field(i)
		if f.Kind() == reflect.Slice && f.Type().Elem().Kind() == reflect.Uint8 {
			return f.Len(), true
		}
		if v.Type().Field(i).Anonymous {
			if n, ok := recvBytes(f, depth-1); ok {
				return n, true
			}
		}
	}
	return 0, false
}

// nilEmbedded reports whether v, a struct or a pointer to one, embeds an
// interface or a pointer that is nil.
func nilEmbedded(v any) bool {
	return nilEmbeddedIn(reflect.ValueOf(v), 4)
}

// nilEmbeddedIn is nilEmbedded of rv, through embedded structs (a View
// that embeds a Schema that embeds a nil Interface), depth deep.
func nilEmbeddedIn(rv reflect.Value, depth int) bool {
	if rv.Kind() == reflect.Pointer && !rv.IsNil() {
		rv = rv.Elem()
	}
	if rv.Kind() != reflect.Struct || depth <= 0 {
		return false
	}
	t := rv.Type()
	for i := 0; i < t.NumField(); i++ {
		f := rv.Field(i)
		if !t.Field(i).Anonymous {
			continue
		}
		if (f.Kind() == reflect.Interface || f.Kind() == reflect.Pointer) && f.IsNil() || nilEmbeddedIn(f, depth-1) {
			return true
		}
	}
	return false
}

// asks reports whether guard says true of recv; a guard that panics says
// nothing against it.
func asks(guard func(any) bool, recv any) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = true
		}
	}()
	return guard(recv)
}

// panicClass classifies a panic value: a runtime error by its message, any
// other value as a deliberate panic.
func panicClass(r any) string {
	if err, ok := r.(runtime.Error); ok {
		return wire.PanicClass(err.Error())
	}
	return wire.PanicValue
}

// foreign reports whether a failed type assertion was on a value of a type
// the program made (a synthesized implementation) or passed through an
// interface, or on a nil it passed: "interface conversion: I is T, not U".
func (x *exec) foreign(r any) bool {
	dyn, ok := assertedType(fmt.Sprint(r))
	if !ok {
		return false
	}
	switch {
	case dyn == "nil":
		return x.facts.has(wire.GivenNil) || x.facts.has(wire.GivenZero)
	case strings.HasPrefix(strings.TrimLeft(dyn, "*"), "main."):
		return true // a synthesized implementation: only the program makes those
	}
	return x.facts.wasPassed(dyn)
}

// ofKind reports whether the type named dyn is of the kind or type a
// doc's word names: integer (int, uint8), float, number, or a type's
// name (KeyValue for linq.KeyValue).
func ofKind(dyn, word string) bool {
	switch word {
	case "integer", "int":
		return strings.HasPrefix(dyn, "int") || strings.HasPrefix(dyn, "uint")
	case "float":
		return strings.HasPrefix(dyn, "float")
	case "numeric", "number":
		return strings.HasPrefix(dyn, "int") || strings.HasPrefix(dyn, "uint") || strings.HasPrefix(dyn, "float")
	}
	return strings.ToLower(dyn[strings.LastIndexByte(dyn, '.')+1:]) == word
}

// assertedType is the dynamic type a failed type assertion's message
// names: "interface conversion: I is T, not U" or "interface conversion:
// T is not I: missing method M".
func assertedType(msg string) (string, bool) {
	msg = strings.TrimPrefix(msg, "interface conversion: ")
	if dyn, _, ok := strings.Cut(msg, " is not "); ok {
		return dyn, true
	}
	_, rest, ok := strings.Cut(msg, " is ")
	if !ok {
		return "", false
	}
	dyn, _, ok := strings.Cut(rest, ", not ")
	return dyn, ok
}

// isEmpty reports whether v is a zero integer or an empty slice, map or
// string.
func isEmpty(v any) bool {
	rv := reflect.ValueOf(v)
	switch rv.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return rv.Int() == 0
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return rv.Uint() == 0
	case reflect.String, reflect.Slice, reflect.Map:
		return rv.Len() == 0
	}
	return false
}

// printable is the oracle that String and Error methods of the package's
// types do not panic on values the package returned.
func (x *exec) printable(v any, result int) {
	if isNil(v) {
		return // fmt prints <nil> for a nil receiver that panics
	}
	t := reflect.TypeOf(v)
	base := t
	if base.Kind() == reflect.Pointer {
		base = base.Elem()
	}
	if base.PkgPath() != pkgPath {
		return
	}
	var method string
	var call func()
	switch s := v.(type) {
	case error:
		method, call = "Error", func() { _ = s.Error() }
	case fmt.Stringer:
		method, call = "String", func() { _ = s.String() }
	default:
		return
	}
	party := pkgName + "." + base.Name() + "." + method
	if t.Kind() == reflect.Pointer {
		if m, ok := base.MethodByName(method); !ok || m.Type == nil {
			party = fmt.Sprintf("%s.(*%s).%s", pkgName, base.Name(), method)
		}
	}
	func() {
		defer func() {
			if r := recover(); r != nil {
				if _, ok := r.(stop); ok {
					panic(r)
				}
				site, _ := panicSite()
				f := wire.Facts{Event: wire.EvOracle, Panic: panicClass(r)}
				if (f.Panic == wire.PanicBounds || f.Panic == wire.PanicLastIndex) && emptyPart(reflect.ValueOf(v), 6, x.facts.handBuiltEmpty) {
					f.Give(wire.GivenEmptyPart) // a node built without its parts prints as badly
				}
				x.fail(f, outcome{Party: party, Site: site,
					Message: fmt.Sprintf("%s panicked: %v", method, r), Oracle: method, Where: wire.SiteResult(result)})
			}
		}()
		call()
	}()
}

// hasNilField reports whether v is a struct (or a pointer to one) with a
// nil pointer, map, func, chan or interface field (or an interface
// holding a nil pointer): a zero value like bufio.ReadWriter{} that the
// generator made, not the package.
//
// ok are the types whose zero value is no misuse where v goes.
func hasNilField(v any, ok map[reflect.Type]bool) bool {
	rv := reflect.ValueOf(v)
	if !rv.IsValid() || ok[rv.Type()] {
		return false
	}
	if rv.Kind() == reflect.Pointer && !rv.IsNil() {
		rv = rv.Elem()
	}
	if rv.Kind() != reflect.Struct || ok[rv.Type()] {
		return false
	}
	for i := 0; i < rv.NumField(); i++ {
		switch f := rv.Field(i); f.Kind() {
		case reflect.Pointer, reflect.Map, reflect.Func, reflect.Chan:
			if f.IsNil() {
				return true
			}
		case reflect.Interface:
			// A nil, or a nil pointer in it: Go's typed-nil pitfall.
			if f.IsNil() || f.Elem().Kind() == reflect.Pointer && f.Elem().IsNil() {
				return true
			}
		}
	}
	return false
}

// intFacts reports whether v is a number of magnitude 1<<24 or more (a
// float NaN, a time a century away), and whether it is a negative
// integer.
func intFacts(v any) (huge, negative bool) {
	if t, ok := v.(time.Time); ok {
		// A time centuries away (a recurrence's Until when it never
		// ends) is a huge count of any unit a package steps by.
		return farTime(t), false
	}
	rv := reflect.ValueOf(v)
	switch rv.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n := rv.Int()
		return n >= 1<<24 || n <= -(1<<24), n < 0
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return rv.Uint() >= 1<<24, false
	case reflect.Float32, reflect.Float64:
		// A NaN or an infinity (an empty digest's quantile handed back
		// as a weight) is no measure of anything, and a float of a
		// count's huge magnitude sizes what a count would.
		f := rv.Float()
		return math.IsNaN(f) || math.Abs(f) >= 1<<24, false
	}
	return false, false
}

// farTime reports whether t, not the zero time (which Go code uses for
// "unset"), is more than a century from now.
func farTime(t time.Time) bool {
	if t.IsZero() {
		return false
	}
	d := t.Year() - time.Now().Year()
	return d > 100 || d < -100
}

// emptyPart reports whether v, or a value it reaches through depth
// structs and slices (their first elements), is a struct of the
// package's whose fields are all exported (a value its users build by
// hand: a node of a syntax tree, a record) with an empty slice field, of
// a type of which the program built such a value (built).
func emptyPart(v reflect.Value, depth int, built func(reflect.Type) bool) (found bool) {
	defer func() {
		if recover() != nil { // a value a package built with unsafe
			found = false
		}
	}()
	return reachesEmpty(v, depth, built)
}

func reachesEmpty(v reflect.Value, depth int, built func(reflect.Type) bool) bool {
	for hops := 0; v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface; hops++ {
		if v.IsNil() || hops > 8 {
			return false // (a pointer to itself)
		}
		v = v.Elem()
	}
	if depth <= 0 {
		return false
	}
	switch v.Kind() {
	case reflect.Struct:
		t := v.Type()
		if !record(t) {
			return false
		}
		if built(t) && hasEmptySlice(v) {
			return true
		}
		for i := 0; i < t.NumField(); i++ {
			if reachesEmpty(v.Field(i), depth-1, built) {
				return true
			}
		}
	case reflect.Slice, reflect.Array:
		v = settled(v)
		for i := 0; i < v.Len() && i < 4; i++ {
			if reachesEmpty(v.Index(i), depth-1, built) {
				return true
			}
		}
	}
	return false
}

// settled returns v, when it is a slice, with its header read once: a
// slice in a field of the package's values may grow or shrink on the
// package's goroutines while the harness walks it, between a Len and an
// Index. A header torn under the read gives no elements.
func settled(v reflect.Value) (s reflect.Value) {
	if v.Kind() != reflect.Slice {
		return v
	}
	defer func() {
		if recover() != nil {
			s = reflect.Zero(v.Type())
		}
	}()
	return v.Slice(0, v.Len())
}

// hasEmptySlice reports whether the struct v has a slice field of no
// elements.
func hasEmptySlice(v reflect.Value) bool {
	for i := 0; i < v.NumField(); i++ {
		if f := v.Field(i); f.Kind() == reflect.Slice && f.Len() == 0 {
			return true
		}
		if f := v.Field(i); f.Kind() == reflect.Struct && v.Type().Field(i).Anonymous && hasEmptySlice(f) {
			return true // a Struct{} whose embedded Table has no Bytes
		}
	}
	return false
}

// hasSliceField reports whether the struct type t has a slice field, of
// its own or of a struct it embeds: its zero value has an empty one.
func hasSliceField(t reflect.Type) bool {
	for i := 0; i < t.NumField(); i++ {
		if t.Field(i).Type.Kind() == reflect.Slice {
			return true
		}
		if f := t.Field(i); f.Anonymous && f.Type.Kind() == reflect.Struct && hasSliceField(f.Type) {
			return true
		}
	}
	return false
}

// reversedRange reports whether a call's arguments include a range
// whose start is past its end.
func reversedRange(o *op, e *callEnv) bool {
	for j := 0; j+1 < len(e.args) && j < 63; j++ {
		if o.reversed&(1<<j) == 0 {
			continue
		}
		a, b := reflect.ValueOf(e.args[j]), reflect.ValueOf(e.args[j+1])
		if a.CanInt() && b.CanInt() && a.Int() > b.Int() || a.CanUint() && b.CanUint() && a.Uint() > b.Uint() {
			return true
		}
	}
	return false
}

// floatOf returns v as a float64 if it is one of a float kind.
func floatOf(v any) (float64, bool) {
	rv := reflect.ValueOf(v)
	if k := rv.Kind(); k == reflect.Float32 || k == reflect.Float64 {
		return rv.Float(), true
	}
	return 0, false
}

// suspectMarked: this process has told its stderr what the running
// program handed the package (see give).
var suspectMarked bool

// marksMu guards suspectMarked and orders the marks on stderr: the
// package's goroutines give facts while the next program starts.
var marksMu sync.Mutex

// printMark tells stderr a fact of the running program.
func printMark(g, detail string) {
	marksMu.Lock()
	defer marksMu.Unlock()
	suspectMarked = true
	fmt.Fprintf(os.Stderr, "%s%s %s\n", wire.SuspectMark, g, detail)
}

// maxStack bounds a goroutine's stack; selfStack bounds it while the
// running program has handed the package a value that contains itself.
// A walk over such a value (a String, a MarshalJSON, a Len that counts)
// recurses until the stack overflows, and the crash is discarded on that
// fact: at 16 MB it costs 60 ms of stack copying and scanning, at 1 MB a
// sixteenth of it. Other programs keep the whole stack.
const (
	maxStack  = 16 << 20
	selfStack = 1 << 20
)

// stackShrunk: the stack bound is selfStack (guarded by marksMu).
var stackShrunk bool

// shrinkStack lowers the stack bound to selfStack until the program ends.
func shrinkStack() {
	marksMu.Lock()
	defer marksMu.Unlock()
	if !stackShrunk {
		stackShrunk = true
		debug.SetMaxStack(selfStack)
	}
}

// endMarks tells stderr that the last program's marks are over, and
// gives the next program the whole stack.
func endMarks() {
	marksMu.Lock()
	defer marksMu.Unlock()
	if stackShrunk {
		stackShrunk = false
		debug.SetMaxStack(maxStack)
	}
	if suspectMarked {
		suspectMarked = false
		io.WriteString(os.Stderr, wire.SuspectEnd+"\n")
	}
}

// lasting are the marks that the programs after the one that printed
// them inherit, one of each kind.
var lasting atomic.Pointer[string]

// lasted reports whether the lasting mark g was written.
func lasted(g string) bool {
	m := lasting.Load()
	return m != nil && strings.Contains(*m, wire.LastingMark+g+" ")
}

// lastMu orders the lasting marks' writes: lasted says true only once
// the mark is on stderr, so that a goroutine that saw it there hands the
// package nothing before it is (the process may die at once after).
var lastMu sync.Mutex

// last makes a mark of kind g lasting, unless one is already: a nil or
// a closed channel the package keeps may be used by its goroutines after
// the program ended, while a later one runs.
func last(g, what string) {
	lastMu.Lock()
	defer lastMu.Unlock()
	if lasted(g) {
		return
	}
	line := wire.LastingMark + g + " " + what + "\n"
	// At once, before the package has the value: hogen keeps the lasting
	// marks for the rest of the process.
	io.WriteString(os.Stderr, line)
	m := line
	if old := lasting.Load(); old != nil {
		m = *old + line
	}
	lasting.Store(&m)
}

// hugeLen reports whether v is a string, slice or map of 1<<22 elements
// or more: a value a call made that large, fed to one more call that
// multiplies it (Replace of a 4 MB string whose pattern expands a
// thousandfold), is past any memory.
func hugeLen(v any) bool {
	rv := reflect.ValueOf(v)
	switch rv.Kind() {
	case reflect.String, reflect.Slice, reflect.Map:
		return rv.Len() >= 1<<22
	}
	return false
}

// hugeProduct reports whether two or more of args are strings, slices or
// maps whose lengths multiply to 1<<24 or more, and the product: what a
// function may fairly take memory and time for (a cross join, a table of
// pairs), though no argument alone is huge.
func hugeProduct(args []any) (uint64, bool) {
	p, k := uint64(1), 0
	for _, a := range args {
		rv := reflect.ValueOf(a)
		switch rv.Kind() {
		case reflect.String, reflect.Slice, reflect.Map:
			if n := uint64(rv.Len()); n > 1 {
				k++
				if n >= 1<<40/p { // saturate at 1<<40, before p*n could overflow
					p = 1 << 40
				} else {
					p *= n
				}
			}
		}
	}
	return p, k > 1 && p >= 1<<24
}

// holds reports whether recv already reaches v, a pointer, or v is built
// around what recv reaches (see builtAround).
func holds(recv, v any) bool {
	if rv := reflect.ValueOf(v); rv.Kind() == reflect.Pointer && contains(recv, v) {
		return true
	}
	return builtAround(recv, v)
}

// builtAround reports whether v is a struct value, or a pointer to one,
// with a field that recv already reaches: a node of the tree in a
// Node{Item: root} or &Node{Left: root} the program built by hand, which
// may make the tree reach itself.
func builtAround(recv, v any) bool {
	rv := reflect.ValueOf(v)
	if rv.Kind() == reflect.Pointer && !rv.IsNil() {
		rv = rv.Elem()
	}
	return rv.Kind() == reflect.Struct && fieldsHeld(recv, rv)
}

// fieldsHeld reports whether recv reaches a pointer in a field of the
// struct value rv. A pointer to a value of the standard library's is
// shared by all (a time.Time's *Location, time.Local's for every local
// time): a time the receiver handed out is no value built around it.
func fieldsHeld(recv any, rv reflect.Value) bool {
	budget := 64
	for i := range min(rv.NumField(), 16) {
		f := rv.Field(i)
		if f.Kind() == reflect.Interface {
			f = f.Elem()
		}
		if f.Kind() == reflect.Pointer && !f.IsNil() && !stdType(f.Type().Elem()) && reaches(reflect.ValueOf(recv), f.Pointer(), 8, &budget) {
			return true
		}
	}
	return false
}

// stdType reports whether t is a named type of the standard library's:
// its path's first element has no dot.
func stdType(t reflect.Type) bool {
	path := t.PkgPath()
	first, _, _ := strings.Cut(path, "/")
	return path != "" && !strings.Contains(first, ".")
}

// contains reports whether v is the pointer recv or reaches it through
// pointers, interfaces, struct fields and embedded implementations: a
// Reader reset to read from a ReadWriter around itself reads for ever.
func contains(v, recv any) bool { return containsWithin(v, recv, 8, 64) }

// containsWithin is contains, looking depth values deep and at budget
// values at most: a linked list must not cost 4^depth.
func containsWithin(v, recv any, depth, budget int) (found bool) {
	// A value a package built with unsafe (a slice header over memory of
	// its own) can fault reflect: such a value reaches nothing hogen can
	// tell.
	defer func() {
		if recover() != nil {
			found = false
		}
	}()
	r := reflect.ValueOf(recv)
	if r.Kind() != reflect.Pointer && r.Kind() != reflect.Map || r.IsNil() {
		return false
	}
	return reaches(reflect.ValueOf(v), r.Pointer(), depth, &budget)
}

var instType = reflect.TypeFor[*inst]()

func reaches(v reflect.Value, target uintptr, depth int, budget *int) bool {
	if depth < 0 || !v.IsValid() || *budget <= 0 {
		return false
	}
	*budget--
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			return false
		}
		if v.Pointer() == target {
			return true
		}
		if v.Type() == instType { // a synthesized implementation: only what it embeds
			return reaches(v.Elem().FieldByName("embed"), target, depth-1, budget)
		}
		return reaches(v.Elem(), target, depth-1, budget)
	case reflect.Interface:
		return reaches(v.Elem(), target, depth, budget)
	case reflect.Struct:
		for i := 0; i < v.NumField() && i < 16; i++ {
			if reaches(v.Field(i), target, depth-1, budget) {
				return true
			}
		}
	case reflect.Slice, reflect.Array:
		v = settled(v)
		for i := 0; i < v.Len() && i < 16; i++ {
			if reaches(v.Index(i), target, depth-1, budget) {
				return true
			}
		}
	case reflect.Map:
		// A template's context put in itself (ctx.Update(Context{"k":
		// ctx})): a map the program built and handed over.
		if v.IsNil() {
			return false
		}
		if v.Pointer() == target {
			return true
		}
		it := v.MapRange()
		for i := 0; i < 16 && it.Next(); i++ {
			if reaches(it.Value(), target, depth-1, budget) {
				return true
			}
		}
	}
	return false
}

// party names the operation blamed: for a method called through an
// interface, the method of the value's type that ran.
func (x *exec) party(o *op, e *callEnv) string {
	if !o.iface || e.recv == nil {
		return o.name
	}
	t := reflect.TypeOf(e.recv)
	ptr := ""
	if t.Kind() == reflect.Pointer {
		t, ptr = t.Elem(), "*"
	}
	if t.PkgPath() != pkgPath || t.Name() == "" {
		return o.name
	}
	method := methodName(o.name)
	if ptr != "" {
		return fmt.Sprintf("%s.(*%s).%s", pkgName, t.Name(), method)
	}
	return fmt.Sprintf("%s.%s.%s", pkgName, t.Name(), method)
}

// panicSite finds where a panic was raised: the first frame of the
// package under test below the runtime's panic machinery, or the first
// frame there if the package has none (a panic in a callback of std).
func panicSite() (site string, inHarness bool) {
	at := panicFrames()
	return at.site, at.inHarness
}

// panicAt is where a panic was raised (see panicFrames).
type panicAt struct {
	site      string
	inHarness bool // the first frame is the harness's own code
	inPkg     bool // site is the package's
	// first is the function of the first frame below the panic, and
	// harness the harness's function that the panic unwound to first,
	// when no frame of the package came between them.
	first, harness string
}

// panicFrames walks the frames of a panic under way.
func panicFrames() panicAt {
	pcs := make([]uintptr, 64)
	n := runtime.Callers(1, pcs) // the frames before the panic's are passed over
	frames := runtime.CallersFrames(pcs[:n])
	seenPanic := false
	var at panicAt
	for {
		fr, more := frames.Next()
		switch {
		case strings.HasPrefix(fr.Function, "runtime."):
			if fr.Function == "runtime.gopanic" || strings.HasPrefix(fr.Function, "runtime.panic") || fr.Function == "runtime.sigpanic" {
				seenPanic = true
			}
		case !seenPanic:
		case filepath.Dir(fr.File) == harnessDir:
			// By file, not by function: a closure of the package inlined
			// into the harness's adapters is named main.init.0.func3.F.1.
			// reflect called by the harness itself is the harness's
			// (a promoted method of a std type, sync.Mutex.Unlock, is
			// the package's).
			at.harness = fr.Function
			at.inHarness = at.site == "" || strings.HasPrefix(at.first, "reflect.")
			if at.inHarness {
				at.site = ""
			}
			return at
		case inPackage(fr.Function):
			at.site, at.inPkg, at.first = shortFile(fr.File)+":"+strconv.Itoa(fr.Line), true, ""
			return at
		case at.site == "":
			at.site, at.first = shortFile(fr.File)+":"+strconv.Itoa(fr.Line), fr.Function
		}
		if !more {
			return at
		}
	}
}

// panicWhere finds where a panic of class was raised (panicFrames),
// with what the site says of the program: a nil func the package looked
// up in a registry under a key no call registered, or a standard
// type's method the program's own code called (then the harness is
// not to blame).
func (x *exec) panicWhere(o *op, class string) (site string, inHarness bool) {
	at := panicFrames()
	if class == wire.PanicNil && registryCalls[at.site] {
		x.facts.give(wire.GivenUnregistered, "the func at "+at.site+", looked up under a key no call registered")
	}
	if outsider(o, at) {
		x.facts.give(wire.GivenOutsider, at.first+", called by the program's own code")
		return at.site, false
	}
	return at.site, at.inHarness
}

// outsider reports whether a panic came from a method of a standard
// type that the program's own code called: the operation, a method of
// the package's interface, ran on a standard value that has it (a
// reflect.Type where the package takes a signature of In and Out), or a
// synthesized implementation delegated the method to the standard value
// it embeds. No code of the package was under way: the standard method's
// own precondition, which the program broke.
func outsider(o *op, at panicAt) bool {
	if at.inPkg || at.first == "" || at.harness == "" {
		return false
	}
	pkg, name, method := splitFunc(at.first)
	first, _, _ := strings.Cut(pkg, "/")
	if strings.Contains(first, ".") || !method {
		return false
	}
	_, delegate, _ := splitFunc(at.harness)
	return name == delegate || o.iface && name == methodName(o.name)
}

// splitFunc splits a function's name as the runtime gives it
// (reflect.(*rtype).Out, strings.Repeat) into its package's path and its
// own name, and says whether it is a method.
func splitFunc(fn string) (pkg, name string, method bool) {
	slash := strings.LastIndexByte(fn, '/') + 1
	dot := strings.IndexByte(fn[slash:], '.')
	if dot < 0 {
		return "", fn, false
	}
	pkg, rest := fn[:slash+dot], fn[slash+dot+1:]
	i := strings.LastIndexByte(rest, '.')
	return pkg, rest[i+1:], i > 0
}

// documentedFrame returns the sentence by which the function of the
// package that panicked, or the one that called it, says it panics
// (CaptureOnce, "Giving a registry which has not been given to
// Register will panic", called by the operation Capture), or "". A
// function deeper down that the documented one called fails on its own
// account.
func documentedFrame() string {
	if len(docPanics) == 0 {
		return ""
	}
	pcs := make([]uintptr, 64)
	frames := runtime.CallersFrames(pcs[:runtime.Callers(3, pcs)])
	seenPanic, seen := false, 0
	for {
		fr, more := frames.Next()
		switch {
		case fr.Function == "runtime.gopanic" || fr.Function == "runtime.sigpanic" || strings.HasPrefix(fr.Function, "runtime.panic"):
			seenPanic = true
		case !seenPanic:
		case filepath.Dir(fr.File) == harnessDir || seen == 2:
			return ""
		case inPackage(fr.Function):
			if s, ok := docPanics[strings.ReplaceAll(fr.Function, "[...]", "")]; ok {
				return s
			}
			seen++
		}
		if !more {
			return ""
		}
	}
}

// harnessDir is the directory of the harness's source files.
var harnessDir = func() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Dir(file)
}()

// callerInPackage names the function of the package under test that
// called a synthesized method or closure, and where.
func callerInPackage() (party, site string) {
	pcs := make([]uintptr, 32)
	n := runtime.Callers(3, pcs)
	frames := runtime.CallersFrames(pcs[:n])
	for {
		fr, more := frames.Next()
		if fr.Function != "" && inPackage(fr.Function) {
			return shortFunc(fr.Function), shortFile(fr.File) + ":" + strconv.Itoa(fr.Line)
		}
		if !more {
			return pkgName + ".?", ""
		}
	}
}

func inPackage(fn string) bool {
	return strings.HasPrefix(fn, pkgPath+".") && !strings.Contains(fn[len(pkgPath)+1:], "/")
}

// shortFunc turns github.com/x/stack.(*BoundedStack).Push into
// stack.(*BoundedStack).Push.
func shortFunc(fn string) string {
	return pkgName + fn[len(pkgPath):]
}

func shortFile(path string) string {
	if i := strings.LastIndexByte(path, '/'); i >= 0 {
		return path[i+1:]
	}
	return path
}

func stackText() string {
	buf := make([]byte, 1<<14)
	return string(buf[:runtime.Stack(buf, false)])
}

// --- synthesized closures and implementations ---------------------------
