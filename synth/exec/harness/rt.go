//go:build hogen_harness && go1.22

// This file is the runtime of hogen's harness: a main package, built in
// the user's module next to generated tables (tables.go), that reads
// programs as binary frames on fd 3, interprets them against the package
// under test, and writes one outcome per program on fd 4 (stdin and
// stdout belong to the package). It imports the standard library only.
package main

import (
	"bufio"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"reflect"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"strconv"
	"strings"
	"time"
)

var (
	intType    = reflect.TypeFor[int]()
	stringType = reflect.TypeFor[string]()
)

// --- tables (filled by tables.go) -------------------------------------

// op is an operation of the package under test, with typed adapters.
type op struct {
	name    string
	hasRecv bool
	iface   bool // a method called through an interface: name the method that ran
	// panics is the sentence of the op's doc announcing that it panics on
	// some input: a runtime error escaping it is that rejection.
	panics string
	sizes  uint64 // the parameters named like sizes (n, width, index)
	ifaces uint64 // the parameters of interface types with methods
	call   func(recv any, args []any) []any
	zero   func() []any // zero values of the results
	pre    []int        // clause ids: requires
	post   []int        // clause ids: ensures
	invs   []invCheck   // invariants of the values the call touched
}

// invCheck is an invariant to check after a call on one of its values:
// where is -1 for the receiver, i for argument i, 100+i for result i.
type invCheck struct {
	clause, where int
}

// clause is a compiled contract clause.
type clause struct {
	kw, text, site string
	check          func(e *callEnv) bool
	old            func(e *callEnv) []any // values of old(E), on entry
	inv            bool                   // an invariant of a touched value
}

// callEnv is what a clause sees of a call.
type callEnv struct {
	self    any
	recv    any
	args    []any
	results []any
	old     []any // the old(E) values of the clause being checked
	// negative: an argument is a negative integer.
	negative bool
}

// implType describes a synthesized interface.
type implType struct {
	name    string
	newImpl func(h *inst) any
	methods []string
	pre     [][]int // per method: requires clause ids (the package's obligation)
	post    [][]int // per method: ensures clause ids (hogen's obligation)
	errs    [][]int // per method: which results are errors
}

// funcType describes a func type hogen makes closures of.
type funcType struct {
	name string
	make func(c *closureVal) any
	pre  []int
	post []int
	errs []int // which results are errors
}

var (
	pkgPath   string // the package under test
	pkgName   string
	ops       []op
	clauses   []clause
	rtypes    []reflect.Type
	impls     []implType
	funcTypes []funcType
	consts    []any // the package's constants used as literals
)

// --- programs on the wire (see hogen's synth/exec/encode.go) ------------

type wireProgram struct {
	ID   int64
	Fuel int
	Body wireBlock
}

type wireBlock struct {
	N int // slots of the frame (only for a closure body or the program)
	S []wireLet
	R []wireTerm
}

type wireLet struct {
	V       []int // slots, -1 for none
	T       wireTerm
	Guarded bool
}

type wireTerm struct {
	K    byte
	Up   int
	Slot int
	Ty   int
	C    byte // constant kind: i f s b
	I    int64
	F    float64
	S    string
	B    bool
	Addr bool
	Fs   []string
	Keys []wireTerm
	El   []wireTerm
	N    int
	Op   int
	R    *wireTerm
	A    []wireTerm
	ID   int
	P    []int
	Body *wireBlock
	E    *wireTerm
	Ms   []*wireTerm // by method index; nil delegates to E
}

// decoder reads one program frame.
type decoder struct {
	b   []byte
	err error
}

func (d *decoder) uvarint() uint64 {
	v, n := binary.Uvarint(d.b)
	if n <= 0 {
		panic(harnessError{"bad program frame"})
	}
	d.b = d.b[n:]
	return v
}

func (d *decoder) int() int {
	v, n := binary.Varint(d.b)
	if n <= 0 {
		panic(harnessError{"bad program frame"})
	}
	d.b = d.b[n:]
	return int(v)
}

func (d *decoder) byte() byte {
	if len(d.b) == 0 {
		panic(harnessError{"bad program frame"})
	}
	c := d.b[0]
	d.b = d.b[1:]
	return c
}

func (d *decoder) str() string {
	n := int(d.uvarint())
	if n > len(d.b) {
		panic(harnessError{"bad program frame"})
	}
	s := string(d.b[:n])
	d.b = d.b[n:]
	return s
}

func (d *decoder) program() (p wireProgram) {
	p.ID = int64(d.int())
	p.Fuel = d.int()
	p.Body = d.block()
	return
}

func (d *decoder) block() wireBlock {
	var b wireBlock
	b.N = int(d.uvarint())
	b.S = make([]wireLet, d.uvarint())
	for i := range b.S {
		l := &b.S[i]
		l.V = make([]int, d.uvarint())
		for j := range l.V {
			l.V[j] = d.int()
		}
		d.term(&l.T)
		l.Guarded = d.byte() == 1
	}
	b.R = make([]wireTerm, d.uvarint())
	for i := range b.R {
		d.term(&b.R[i])
	}
	return b
}

func (d *decoder) terms() []wireTerm {
	ts := make([]wireTerm, d.uvarint())
	for i := range ts {
		d.term(&ts[i])
	}
	return ts
}

func (d *decoder) term(t *wireTerm) {
	t.K = d.byte()
	switch t.K {
	case 'v':
		t.Up, t.Slot = d.int(), d.int()
	case 'c':
		t.Ty = d.int()
		t.C = d.byte()
		switch t.C {
		case 'i':
			t.I = int64(d.int())
		case 'f':
			if len(d.b) < 8 {
				panic(harnessError{"bad program frame"})
			}
			t.F = math.Float64frombits(binary.LittleEndian.Uint64(d.b))
			d.b = d.b[8:]
		case 's':
			t.S = d.str()
		case 'b':
			t.B = d.byte() == 1
		}
	case 'n', 'z':
		t.Ty = d.int()
	case 'e':
		t.S = d.str()
	case 'k':
		t.N = d.int()
	case 'o':
		t.Ty = d.int()
		t.Addr = d.byte() == 1
		t.Fs = make([]string, d.uvarint())
		for i := range t.Fs {
			t.Fs[i] = d.str()
		}
		t.Keys = d.terms()
		t.El = d.terms()
	case 'm':
		t.Ty, t.N = d.int(), d.int()
	case 'C':
		t.ID, t.Op = d.int(), d.int()
		if d.byte() == 1 {
			t.R = new(wireTerm)
			d.term(t.R)
		}
		t.A = d.terms()
	case 'f':
		t.ID, t.Ty = d.int(), d.int()
		t.B = d.byte() == 1 // unfueled (Closure.Unfueled)
		t.P = make([]int, d.uvarint())
		for i := range t.P {
			t.P[i] = d.int()
		}
		b := d.block()
		t.Body = &b
	case 'i':
		t.Ty = d.int()
		if d.byte() == 1 {
			t.E = new(wireTerm)
			d.term(t.E)
		}
		t.Ms = make([]*wireTerm, len(impls[t.Ty].methods))
		for n := d.uvarint(); n > 0; n-- {
			m := d.int()
			fn := new(wireTerm)
			d.term(fn)
			if m >= 0 && m < len(t.Ms) {
				t.Ms[m] = fn
			}
		}
	default:
		panic(harnessError{fmt.Sprintf("bad term kind %q", t.K)})
	}
}

// outcome is what the harness says of one program.
type outcome struct {
	ID       int64  `json:"id"`
	Status   string `json:"s"` // ok, discard, finding
	Blame    string `json:"blame,omitempty"`
	Kind     string `json:"kind,omitempty"`
	Party    string `json:"party,omitempty"`
	Contract string `json:"contract,omitempty"`
	Site     string `json:"site,omitempty"`
	Message  string `json:"msg,omitempty"`
	Reason   string `json:"reason,omitempty"` // why a program was discarded
	// At is the call (or, for a callback's precondition, the synthesized
	// body) where the outcome showed; Skipped the guarded calls whose
	// precondition failed; Exhausted the bodies that ran out of fuel.
	At        int   `json:"at,omitempty"`
	Skipped   []int `json:"skipped,omitempty"`
	Exhausted []int `json:"exhausted,omitempty"`
	// Clause is the failed clause's id plus one; Where, for an invariant,
	// which value broke it, plus two (see invCheck).
	Clause int `json:"clause,omitempty"`
	Where  int `json:"where,omitempty"`
	// Oracle names the method of the String/Error oracle that panicked.
	Oracle string `json:"oracle,omitempty"`
	// Outer is the operation that called back with its invariant broken;
	// At is then the callback.
	Outer int `json:"outer,omitempty"`
}

// --- execution ----------------------------------------------------------

type frame struct {
	up    *frame
	slots []any
}

func (f *frame) at(up, slot int) *any {
	for ; up > 0; up-- {
		f = f.up
	}
	return &f.slots[slot]
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

type exec struct {
	prog    *wireProgram
	fuel    map[int]int
	outcome *outcome
	trace   bool
	// nilPassed: the program handed the package a nil somewhere. A nil
	// dereference after that is blamed on the generator, as a Go
	// programmer reading the program would.
	nilPassed bool
	// hugePassed: the program handed the package an integer of magnitude
	// 1<<24 or more, as an argument or as a synthesized body's result. A
	// hang, a crash or an allocation or index error after that is the
	// generator's doing: nobody calls New(1<<62).
	hugePassed bool
	// checking counts the clauses being evaluated: a synthesized method
	// a contract calls (self.Len()) spends no fuel.
	checking int
	// nest counts the synthesized bodies running, to stop a recursion
	// through bodies that spend no fuel.
	nest int
	// goid is the goroutine running the program.
	goid int64
	// delegate is the embedded implementation a synthesized one is
	// delegating a call to: the generator's code calls it, not the
	// package, so the package owes it no precondition.
	delegate any
	at       int // the call or body being judged
	// active are the operations under way, innermost last: when the
	// package calls back, the innermost one is calling.
	active    []activeCall
	skipped   map[int]bool
	exhausted map[int]bool
}

var cur *exec

// judge records the program's outcome (the first one counts) and unwinds.
// On a goroutine of the package (a callback it runs in the background)
// nothing would recover the unwinding: that goroutine ends instead.
func (x *exec) judge(o outcome) {
	if x.outcome == nil {
		o.ID = x.prog.ID
		o.At = x.at
		x.outcome = &o
	}
	if goid() != x.goid {
		runtime.Goexit()
	}
	panic(stop{})
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

func (x *exec) discard(reason string) {
	x.judge(outcome{Status: "discard", Blame: "generator", Reason: reason})
}

func (x *exec) run() (o outcome) {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(stop); !ok {
				x.outcome = &outcome{Status: "error", Message: fmt.Sprintf("%v\n%s", r, stackText())}
			}
		}
		if x.outcome == nil {
			x.outcome = &outcome{Status: "ok"}
		}
		x.outcome.ID = x.prog.ID
		for id := range x.skipped {
			x.outcome.Skipped = append(x.outcome.Skipped, id)
		}
		for id := range x.exhausted {
			x.outcome.Exhausted = append(x.outcome.Exhausted, id)
		}
		o = *x.outcome
	}()
	x.goid = goid()
	top := &frame{slots: make([]any, x.prog.Body.N)}
	x.block(&x.prog.Body, top)
	return // a violation the package recovered from still counts (defer)
}

func (x *exec) block(b *wireBlock, f *frame) []any {
	for i := range b.S {
		l := &b.S[i]
		var vals []any
		if l.T.K == 'C' {
			vals = x.call(&l.T, f, l.Guarded)
		} else {
			vals = []any{x.eval(&l.T, f)}
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

func (x *exec) eval(t *wireTerm, f *frame) any {
	switch t.K {
	case 'v':
		return *f.at(t.Up, t.Slot)
	case 'c':
		return constant(t)
	case 'n', 'z':
		return reflect.Zero(rtypes[t.Ty]).Interface()
	case 'e':
		return fmt.Errorf("%s", t.S)
	case 'k':
		return consts[t.N]
	case 'o':
		return x.composite(t, f)
	case 'm':
		rt := rtypes[t.Ty]
		switch rt.Kind() {
		case reflect.Slice:
			return reflect.MakeSlice(rt, t.N, t.N).Interface()
		case reflect.Map:
			return reflect.MakeMap(rt).Interface()
		case reflect.Chan:
			return reflect.MakeChan(rt, t.N).Interface()
		}
	case 'C':
		vals := x.call(t, f, false)
		if len(vals) == 0 {
			return nil
		}
		return vals[0]
	case 'f':
		return funcTypes[t.Ty].make(&closureVal{x: x, t: t, f: f, ft: &funcTypes[t.Ty]})
	case 'i':
		h := &inst{x: x, t: t, f: f, it: &impls[t.Ty]}
		v := impls[t.Ty].newImpl(h)
		h.self = v
		if t.E != nil {
			h.embed = x.eval(t.E, f)
			// Delegating to a zero bufio.ReadWriter{} dereferences its nil
			// Reader: the generator's doing.
			x.nilPassed = x.nilPassed || isNil(h.embed) || hasNilField(h.embed)
		}
		return v
	}
	panic(harnessError{fmt.Sprintf("unknown term %q", t.K)})
}

func constant(t *wireTerm) any {
	rt := rtypes[t.Ty]
	var v reflect.Value
	switch t.C {
	case 'i':
		if rt == intType { // the common case, without reflection
			return int(t.I)
		}
		v = reflect.ValueOf(t.I)
	case 'f':
		v = reflect.ValueOf(t.F)
	case 's':
		if rt == stringType {
			return t.S
		}
		v = reflect.ValueOf(t.S)
	case 'b':
		v = reflect.ValueOf(t.B)
	}
	if rt.Kind() == reflect.Complex64 || rt.Kind() == reflect.Complex128 {
		return reflect.ValueOf(complex(v.Float(), 0)).Convert(rt).Interface()
	}
	return v.Convert(rt).Interface()
}

func (x *exec) composite(t *wireTerm, f *frame) any {
	rt := rtypes[t.Ty]
	var v reflect.Value
	switch rt.Kind() {
	case reflect.Struct:
		v = reflect.New(rt).Elem()
		for i, name := range t.Fs {
			setConv(v.FieldByName(name), x.eval(&t.El[i], f))
		}
	case reflect.Slice:
		v = reflect.MakeSlice(rt, len(t.El), len(t.El))
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

// call evaluates a call of an operation of the package under test, with
// its contracts monitored and its panics judged.
func (x *exec) call(t *wireTerm, f *frame, guarded bool) []any {
	o := &ops[t.Op]
	e := &callEnv{}
	if t.R != nil {
		e.recv = x.eval(t.R, f)
	}
	e.self = e.recv
	e.args = make([]any, len(t.A))
	for i := range t.A {
		e.args[i] = x.eval(&t.A[i], f)
		x.nilPassed = x.nilPassed || isNil(e.args[i]) || hasNilField(e.args[i])
		huge, negative := intFacts(e.args[i])
		x.hugePassed = x.hugePassed || huge
		if negative {
			e.negative = true
			if i < 64 && o.sizes&(1<<i) != 0 {
				// tabwriter.NewWriter(w, -1, ...) may loop: a negative
				// width is a misuse, whatever follows.
				x.suspect(fmt.Sprintf("a negative size the generator passed to %s", o.name))
			}
		}
		if o.hasRecv && i < 64 && o.ifaces&(1<<i) != 0 && contains(e.args[i], e.recv) {
			x.suspect(fmt.Sprintf("the program passed the receiver of %s to it in argument %d", o.name, i+1))
		}
	}
	if x.hugePassed {
		x.suspect("a huge integer the generator passed")
	}
	x.nilPassed = x.nilPassed || o.hasRecv && (isNil(e.recv) || hasNilField(e.recv))
	x.at = t.ID
	for _, id := range o.pre {
		if !x.check(id, e) {
			if guarded {
				x.skipped[t.ID] = true
				return o.zero() // the guard skips the call
			}
			x.discard("precondition " + clauses[id].text + " of " + o.name)
		}
	}
	var olds [][]any
	for i, id := range o.post {
		if c := &clauses[id]; c.old != nil {
			if olds == nil {
				olds = make([][]any, len(o.post))
			}
			olds[i] = x.old(id, e)
		}
	}
	x.active = append(x.active, activeCall{op: o, e: e, id: t.ID})
	e.results = x.invoke(o, e, t.ID)
	x.active = x.active[:len(x.active)-1]
	x.at = t.ID // callbacks it ran moved it
	for i, id := range o.post {
		e.old = nil
		if olds != nil {
			e.old = olds[i]
		}
		if !x.check(id, e) {
			c := &clauses[id]
			x.judge(outcome{Status: "finding", Blame: "program", Kind: "postcondition", Party: x.party(o, e),
				Contract: c.text, Site: c.site, Clause: id + 1, Message: fmt.Sprintf("%s %s of %s failed", c.kw, c.text, x.party(o, e))})
		}
	}
	for i, r := range e.results {
		x.printable(r, i)
		if hugeLen(r) {
			// Repeat(s, 1024) twice over: what a program does with 16 MB
			// may take longer than the timeout without any bug.
			x.hugePassed = true
			x.suspect(fmt.Sprintf("%s made a value of 16 MB or more", o.name))
		}
	}
	for _, iv := range o.invs {
		var v any
		switch {
		case iv.where < 0:
			v = e.recv
		case iv.where >= 100:
			v = result(e.results, iv.where-100)
		case iv.where < len(e.args):
			v = e.args[iv.where]
		}
		if isNil(v) {
			continue
		}
		if !x.check(iv.clause, &callEnv{self: v}) {
			c := &clauses[iv.clause]
			x.judge(outcome{Status: "finding", Blame: "program", Kind: "invariant", Party: x.party(o, e),
				Contract: c.text, Site: c.site, Clause: iv.clause + 1, Where: iv.where + 2, Message: fmt.Sprintf("invariant %s broken after %s", c.text, x.party(o, e))})
		}
	}
	return e.results
}

// check evaluates a clause; a clause that panics is a contract fault.
func (x *exec) check(id int, e *callEnv) bool {
	// A clause that calls a synthesized method (self.Len()) runs its
	// body, which moves x.at: the clause is judged where it stands.
	// A judgment unwinds the whole program (a new exec runs the next), so
	// no defer needs to undo the counter.
	at := x.at
	x.checking++
	ok := x.checkAt(id, e, at)
	x.checking--
	x.at = at
	return ok
}

func (x *exec) checkAt(id int, e *callEnv, at int) bool {
	defer x.contractFault(id, "contract", at)
	return clauses[id].check(e)
}

// suspect tells the parent, on stderr, that a hang or crash of this
// program is the generator's doing, and why. The first reason stands.
func (x *exec) suspect(reason string) {
	if !suspectMarked {
		suspectMarked = true
		fmt.Fprintf(os.Stderr, "hogen-suspect: %s\n", reason)
	}
}

// old evaluates the old(E) of a clause, on entry.
func (x *exec) old(id int, e *callEnv) []any {
	at := x.at
	x.checking++
	vs := x.oldAt(id, e, at)
	x.checking--
	x.at = at
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
	x.at = at
	c := &clauses[id]
	if x.nilFault(r) {
		x.discard(fmt.Sprintf("%s %s %s dereferenced a nil the generator passed", what, c.kw, c.text))
	}
	x.judge(outcome{Status: "finding", Blame: "contract", Kind: "contract-fault",
		Party: c.kw + " " + c.text, Contract: c.text, Site: c.site, Clause: id + 1,
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
		x.at = id
		x.judgePanic(o, e, r)
	}()
	if x.trace {
		fmt.Fprintf(os.Stderr, "hogen-trace: call %s\n", o.name)
		defer fmt.Fprintf(os.Stderr, "hogen-trace: return %s\n", o.name)
	}
	return o.call(e.recv, e.args)
}

func (x *exec) judgePanic(o *op, e *callEnv, r any) {
	if he, ok := r.(harnessError); ok {
		x.judge(outcome{Status: "error", Message: he.Error() + "\n" + stackText()})
	}
	if x.nilFault(r) {
		// Even in an adapter: a method called on a nil interface value.
		x.discard(fmt.Sprintf("%s dereferenced a nil the generator passed: %v", o.name, r))
	}
	site, inHarness := panicSite()
	if inHarness {
		x.judge(outcome{Status: "error", Message: fmt.Sprintf("panic in the harness: %v\n%s", r, stackText())})
	}
	err, isRuntime := r.(runtime.Error)
	if !isRuntime {
		// A deliberate panic: the package rejects its input.
		x.discard(fmt.Sprintf("%s panicked: %v", o.name, r))
	}
	if x.nilFault(err) {
		x.discard(fmt.Sprintf("%s dereferenced a nil the generator passed: %v", o.name, err))
	}
	if x.hugePassed && hugeFault(err) {
		x.discard(fmt.Sprintf("%s failed on a huge integer the generator passed: %v", o.name, err))
	}
	if o.panics != "" {
		x.discard(fmt.Sprintf("%s panicked as its doc says (%q): %v", o.name, o.panics, err))
	}
	if e.negative && boundsFault(err) {
		// Go's APIs, like its slices, take counts and indexes that are
		// not negative, mostly without saying so.
		x.discard(fmt.Sprintf("%s got a negative count or index from the generator: %v", o.name, err))
	}
	x.judge(outcome{Status: "finding", Blame: "program", Kind: "panic", Party: x.party(o, e), Site: site,
		Message: err.Error()})
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
				x.judge(outcome{Status: "finding", Blame: "program", Kind: "panic", Party: party, Site: site,
					Message: fmt.Sprintf("%s panicked: %v", method, r), Oracle: method, Where: 102 + result})
			}
		}()
		call()
	}()
}

// hasNilField reports whether v is a struct (or a pointer to one) with a
// nil pointer, map, func, chan or interface field: a zero value like
// bufio.ReadWriter{} that the generator made, not the package.
func hasNilField(v any) bool {
	rv := reflect.ValueOf(v)
	if rv.Kind() == reflect.Pointer && !rv.IsNil() {
		rv = rv.Elem()
	}
	if rv.Kind() != reflect.Struct {
		return false
	}
	for i := 0; i < rv.NumField(); i++ {
		switch f := rv.Field(i); f.Kind() {
		case reflect.Pointer, reflect.Map, reflect.Func, reflect.Chan, reflect.Interface:
			if f.IsNil() {
				return true
			}
		}
	}
	return false
}

// intFacts reports whether v is an integer of magnitude 1<<24 or more,
// and whether it is a negative one.
func intFacts(v any) (huge, negative bool) {
	rv := reflect.ValueOf(v)
	switch rv.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n := rv.Int()
		return n >= 1<<24 || n <= -(1<<24), n < 0
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return rv.Uint() >= 1<<24, false
	}
	return false, false
}

// suspectMarked: this process has told its stderr why a crash or hang of
// the running program would be the generator's doing (see suspect).
var suspectMarked bool

// hugeLen reports whether v is a string, slice or map of 1<<24 elements
// or more.
func hugeLen(v any) bool {
	rv := reflect.ValueOf(v)
	switch rv.Kind() {
	case reflect.String, reflect.Slice, reflect.Map:
		return rv.Len() >= 1<<24
	}
	return false
}

// contains reports whether v is the pointer recv or reaches it through
// pointers, interfaces, struct fields and embedded implementations: a
// Reader reset to read from a ReadWriter around itself reads for ever.
func contains(v, recv any) bool {
	r := reflect.ValueOf(recv)
	if r.Kind() != reflect.Pointer || r.IsNil() {
		return false
	}
	budget := 64 // values looked at: a linked list must not cost 4^depth
	return reaches(reflect.ValueOf(v), r.Pointer(), 8, &budget)
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
	}
	return false
}

// boundsFault reports whether err is what a bad index or count causes.
func boundsFault(err runtime.Error) bool {
	msg := err.Error()
	return strings.Contains(msg, "index out of range") || strings.Contains(msg, "slice bounds out of range") ||
		strings.Contains(msg, "makeslice") || strings.Contains(msg, "makemap")
}

// hugeFault reports whether err is what a huge size or index causes.
func hugeFault(err runtime.Error) bool {
	msg := err.Error()
	for _, s := range []string{"out of range", "makeslice", "makemap", "makechan", "overflow", "out of memory"} {
		if strings.Contains(msg, s) {
			return true
		}
	}
	return false
}

// nilFault reports whether r is a nil dereference in a program that
// handed the package a nil.
func (x *exec) nilFault(r any) bool {
	err, ok := r.(runtime.Error)
	return ok && x.nilPassed && strings.Contains(err.Error(), "nil pointer dereference")
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
	method := o.name[strings.LastIndexByte(o.name, '.')+1:]
	if ptr != "" {
		return fmt.Sprintf("%s.(*%s).%s", pkgName, t.Name(), method)
	}
	return fmt.Sprintf("%s.%s.%s", pkgName, t.Name(), method)
}

// panicSite finds where a panic was raised: the first frame below the
// runtime's panic machinery. It reports whether that frame is the
// harness's own code.
func panicSite() (site string, inHarness bool) {
	pcs := make([]uintptr, 64)
	n := runtime.Callers(3, pcs)
	frames := runtime.CallersFrames(pcs[:n])
	seenPanic := false
	for {
		fr, more := frames.Next()
		if strings.HasPrefix(fr.Function, "runtime.") {
			if fr.Function == "runtime.gopanic" || strings.HasPrefix(fr.Function, "runtime.panic") || fr.Function == "runtime.sigpanic" {
				seenPanic = true
			}
			if !more {
				break
			}
			continue
		}
		if seenPanic {
			if strings.HasPrefix(fr.Function, "main.") {
				return "", true
			}
			return shortFile(fr.File) + ":" + strconv.Itoa(fr.Line), false
		}
		if !more {
			break
		}
	}
	return "", false
}

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

type closureVal struct {
	x  *exec
	t  *wireTerm // the "fn" term
	f  *frame    // where it was made
	ft *funcType
}

// call runs the closure for a caller in the package.
func (c *closureVal) call(args []any) []any {
	return c.x.callBody(c.t, c.f, nil, args, c.ft.pre, c.ft.post, c.ft.errs, c.ft.name)
}

// inst is a synthesized implementation.
type inst struct {
	x     *exec
	t     *wireTerm // the "impl" term
	f     *frame
	it    *implType
	self  any
	embed any
}

// has reports whether method m has a synthesized body; without one the
// proxy delegates to the embedded implementation.
func (h *inst) has(m int) bool { return h.t.Ms[m] != nil }

// call runs method m's synthesized body.
func (h *inst) call(m int, args []any) []any {
	return h.x.callBody(h.t.Ms[m], h.f, h.self, args, h.it.pre[m], h.it.post[m], h.it.errs[m], h.it.name+"."+h.it.methods[m])
}

// callBody runs a synthesized body called by the package: the package
// owes its requires, the body its ensures. Out of fuel, it returns zero
// values without running.
func (x *exec) callBody(t *wireTerm, f *frame, self any, args []any, pre, post, errs []int, name string) []any {
	e := &callEnv{self: self, args: args}
	x.at = t.ID
	// The operation calling back must have its receiver's invariants in
	// order: a callback may call into the object (Eiffel's rule).
	if n := len(x.active); n > 0 {
		a := x.active[n-1]
		for _, iv := range a.op.invs {
			if iv.where != -1 || isNil(a.e.recv) {
				continue
			}
			if !x.check(iv.clause, &callEnv{self: a.e.recv}) {
				c := &clauses[iv.clause]
				party := x.party(a.op, a.e)
				x.judge(outcome{Status: "finding", Blame: "program", Kind: "invariant", Party: party,
					Contract: c.text, Site: c.site, Clause: iv.clause + 1, Where: 1, Outer: a.id,
					Message: fmt.Sprintf("invariant %s broken when %s called back %s", c.text, party, name)})
			}
		}
	}
	delegated := self != nil && x.delegate == self
	x.delegate = nil
	for _, id := range pre {
		if !x.check(id, e) {
			if delegated {
				x.discard(fmt.Sprintf("a synthesized implementation delegated to %s and broke its requires %s", name, clauses[id].text))
			}
			party, site := callerInPackage()
			c := &clauses[id]
			x.judge(outcome{Status: "finding", Blame: "program", Kind: "precondition", Party: party,
				Contract: c.text, Site: site, Clause: id + 1,
				Message: fmt.Sprintf("%s broke requires %s of %s", party, c.text, name)})
		}
	}
	// Out of fuel, the body does not run and its caller gets zero values
	// (the adapters turn missing results into them) and io.EOF for an
	// error: a Reader that ends, not one that loops. An unfueled body
	// spends none, nor does a contract's own call (self.Len()); neither
	// may recurse without end.
	spend := !t.B && x.checking == 0
	run := (!spend || x.fuel[t.ID] > 0) && x.nest < maxNest
	if run && spend {
		x.fuel[t.ID]--
	} else if !run {
		x.exhausted[t.ID] = true
	}
	var olds [][]any
	for i, id := range post {
		if clauses[id].old != nil {
			if olds == nil {
				olds = make([][]any, len(post))
			}
			olds[i] = x.old(id, e)
		}
	}
	var res []any
	if !run && len(errs) > 0 {
		res = make([]any, errs[len(errs)-1]+1)
		for _, i := range errs {
			res[i] = io.EOF
		}
	}
	if run {
		fr := &frame{up: f, slots: make([]any, t.Body.N)}
		for i, s := range t.P {
			if i < len(args) {
				fr.slots[s] = args[i]
			}
		}
		x.nest++
		res = x.block(t.Body, fr)
		x.nest--
	}
	e.results = res
	for i, id := range post {
		e.old = nil
		if olds != nil {
			e.old = olds[i]
		}
		if !x.check(id, e) {
			if !run {
				x.discard(fmt.Sprintf("synthesized %s ran out of fuel, and zero results break its ensures %s", name, clauses[id].text))
			}
			x.discard(fmt.Sprintf("synthesized %s broke its ensures %s", name, clauses[id].text))
		}
	}
	for _, r := range res {
		if huge, _ := intFacts(r); huge {
			x.hugePassed = true
			x.suspect("a huge integer a synthesized " + name + " returned")
		}
	}
	return res
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

func main() {
	// Infinite recursion should crash in milliseconds, not after a
	// gigabyte of stack.
	debug.SetMaxStack(16 << 20)
	trace := os.Getenv("HOGEN_TRACE") != ""
	if path := os.Getenv("HOGEN_CPUPROFILE"); path != "" { // for hogen's own benchmarks
		if f, err := os.Create(fmt.Sprintf("%s.%d", path, os.Getpid())); err == nil {
			pprof.StartCPUProfile(f)
			defer pprof.StopCPUProfile()
		}
	}
	// Programs arrive on their own goroutine: a program that deadlocks is
	// then a hang with its stacks, as in a real program with background
	// goroutines, rather than the runtime's "all goroutines are asleep".
	frames := make(chan []byte, 64)
	go func() {
		in := bufio.NewReaderSize(os.NewFile(3, "hogen-programs"), 1<<20)
		for {
			n, err := binary.ReadUvarint(in)
			if err != nil {
				close(frames)
				return
			}
			buf := make([]byte, n)
			if _, err := io.ReadFull(in, buf); err != nil {
				close(frames)
				return
			}
			frames <- buf
		}
	}()
	out := bufio.NewWriterSize(os.NewFile(4, "hogen-outcomes"), 1<<16)
	enc := json.NewEncoder(out)
	pending, last := 0, time.Now()
	for frame := range frames {
		o := runFrame(frame, trace)
		if o.Status == "ok" {
			out.WriteByte('o')
			out.WriteString(strconv.FormatInt(o.ID, 10))
			out.WriteByte('\n')
		} else {
			out.WriteByte('j')
			enc.Encode(o)
		}
		// Outcomes go out in batches, but never sit long: hogen takes
		// silence for a hang.
		pending++
		if len(frames) == 0 || pending >= 32 || o.Status != "ok" || time.Since(last) > 10*time.Millisecond {
			out.Flush()
			pending, last = 0, time.Now()
		}
	}
	out.Flush()
}

func runFrame(frame []byte, trace bool) (o outcome) {
	var p wireProgram
	func() {
		defer func() {
			if r := recover(); r != nil {
				o = outcome{Status: "error", Message: fmt.Sprintf("bad program: %v", r)}
			}
		}()
		d := &decoder{b: frame}
		p = d.program()
	}()
	if o.Status != "" {
		return o
	}
	fuel := map[int]int{}
	markFuel(&p.Body, p.Fuel, fuel)
	if suspectMarked {
		suspectMarked = false
		fmt.Fprintln(os.Stderr, "hogen-suspect-end")
	}
	cur = &exec{prog: &p, fuel: fuel, trace: trace, skipped: map[int]bool{}, exhausted: map[int]bool{}}
	o = cur.run()
	cur = nil
	return o
}

// markFuel gives every synthesized body its fuel.
func markFuel(b *wireBlock, fuel int, m map[int]int) {
	var walk func(t *wireTerm)
	walk = func(t *wireTerm) {
		if t == nil {
			return
		}
		switch t.K {
		case 'f':
			m[t.ID] = fuel
			markFuel(t.Body, fuel, m)
		case 'i':
			walk(t.E)
			for _, fn := range t.Ms {
				walk(fn)
			}
		case 'C':
			walk(t.R)
		}
		for i := range t.A {
			walk(&t.A[i])
		}
		for i := range t.Keys {
			walk(&t.Keys[i])
		}
		for i := range t.El {
			walk(&t.El[i])
		}
	}
	for i := range b.S {
		walk(&b.S[i].T)
	}
	for i := range b.R {
		walk(&b.R[i])
	}
}
