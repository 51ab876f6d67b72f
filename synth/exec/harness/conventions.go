//go:build go1.22

// This file is part of the runtime of hogen's harness: the facts of Go's
// unwritten conventions: indexes within the length, values of the type a
// doc names, a container left alone while it is walked.

package harness

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"unsafe"

	"github.com/hogen-go/hogen/blame/wire"
)

// measure records the receiver's length before a call that takes
// indexes: a length that panics (a nil pointer receiver) measures
// nothing, and a nil slice's is 0.
func (x *exec) measure(o *op, e *callEnv) {
	of := e.recv
	if !o.hasRecv && len(e.args) > 0 {
		of = e.args[0] // the heap of heap.Fix(h, i)
	}
	if o.length == nil || of == nil {
		return
	}
	defer func() {
		if recover() != nil {
			e.measured = false
		}
	}()
	x.checking.Add(1) // a length calls no callback, and spends no fuel
	defer x.checking.Add(-1)
	e.length, e.measured = o.length(of), true
	if !o.hasRecv {
		x.noteIndexes(o, e)
	}
}

// noteIndexes records an index argument of a function outside the
// length of the value it indexes (heap.Fix(h, i) with i not in [0,
// h.Len())): the package will call h's Less and Swap with it, whose
// precondition the program then broke.
func (x *exec) noteIndexes(o *op, e *callEnv) {
	if d := beyond(o, e); d != "" {
		x.facts.give(wire.GivenBeyond, d)
	}
	for i, a := range e.args {
		if j := min(i, o.nparams-1); j >= 0 && j < 64 && o.indexes&(1<<j) != 0 {
			if _, negative := intFacts(a); negative {
				x.facts.give(wire.GivenNegative, fmt.Sprintf("%v as argument %d of %s", a, i+1, o.name))
			}
		}
	}
}

// beyond describes the first index argument of a call that lies past its
// receiver's length, measured before the call, or is "".
func beyond(o *op, e *callEnv) string {
	if !e.measured {
		return ""
	}
	d := ""
	eachIndex(o, e, o.indexes, func(i, j int, k int64) bool {
		if k > e.length || k == e.length && o.ends&(1<<j) == 0 {
			d = fmt.Sprintf("%d as argument %d of %s, whose receiver's (or first argument's) length was %d", k, i+1, o.name, e.length)
			return false
		}
		if j+1 < 64 && o.spans&(1<<(j+1)) != 0 && i+1 < len(e.args) {
			if n, ok := intArg(e.args[i+1]); ok && n > 0 && k+n > e.length {
				d = fmt.Sprintf("%d and %d as arguments %d and %d of %s, a range past its receiver's (or first argument's) length %d", k, n, i+1, i+2, o.name, e.length)
				return false
			}
		}
		return true
	})
	return d
}

// eachIndex calls f with each integer argument of a call for a
// parameter of mask (o.indexes, an index): its position i, its
// parameter j, its value k, while f returns true.
func eachIndex(o *op, e *callEnv, mask uint64, f func(i, j int, k int64) bool) {
	for i, a := range e.args {
		j := min(i, o.nparams-1)
		if j < 0 || j >= 64 || mask&(1<<j) == 0 {
			continue
		}
		if a == nil {
			// A variable declared ahead of its call (var n int; n =
			// Count(func() { v.Set(n, x) })) holds no value yet: the
			// call gets its type's zero.
			a = 0
		}
		if k, ok := intArg(a); ok && !f(i, j, k) {
			return
		}
	}
}

// intArg is an integer argument's value, a huge unsigned one as 1<<62.
func intArg(a any) (int64, bool) {
	rv := reflect.ValueOf(a)
	switch rv.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return rv.Int(), true
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return int64(min(rv.Uint(), 1<<62)), true
	}
	return 0, false
}

// indexedBy reports whether a runtime error of bounds (msg) names, as
// the index it could not take, past the length it names or in something
// empty, an index argument of the call, where the receiver has no length
// to measure it by:
// AddTransition(t, 7) that panics with "slice bounds out of range [:7]
// with capacity 0" was handed an index past what it holds, as s[7] of an
// empty slice is. An index the
// receiver's measured length admits is no such index: then the package
// could not take an index it holds.
func indexedBy(o *op, e *callEnv, msg string) bool {
	n, ok := wire.PanicBoundsLen(msg)
	if e.measured || !ok {
		return false
	}
	at, named := wire.PanicBoundsAt(msg), false
	eachIndex(o, e, o.indexes, func(_, _ int, k int64) bool {
		// An index at the length may be the package's own off-by-one (a
		// grid allocated a row short): only one into something empty, or
		// past the end, is surely past what the receiver holds.
		named = slices.Contains(at, k) && (n == 0 || k > n)
		return !named
	})
	return named
}

// pastBound reports whether a panic of bounds msg ran past an array of
// a length the package publishes as an exported constant (const L = 22,
// of [L]*Node), and the call was handed a level, an index or a bound of
// levels at least that constant: the program asked for more levels than
// the package says there are, as an index past a slice's end.
func pastBound(o *op, e *callEnv, msg string) bool {
	n, ok := wire.PanicBoundsLen(msg)
	if !ok || !slices.Contains(boundConsts, n) {
		return false
	}
	past := false
	eachIndex(o, e, o.levels|o.indexes, func(_, _ int, k int64) bool {
		past = k >= n
		return !past
	})
	return past
}

// noteTyped records an argument to an empty interface whose doc names
// the type it takes ("Parameter must be a uint type") and that has
// another type: what the package then does with it is the program's
// doing, however late.
func (rec *recorder) noteTyped(o *op, e *callEnv) {
	for i, a := range e.args {
		j := min(i, o.nparams-1)
		if j < 0 || j >= 64 || o.typed&(1<<j) == 0 {
			continue
		}
		if t := reflect.TypeOf(a); t == nil || !strings.HasPrefix(t.Kind().String(), o.typeWord) && !strings.HasPrefix(t.Name(), o.typeWord) {
			what := fmt.Sprintf("a %T as argument %d of %s, whose doc asks for a %s", a, i+1, o.name, o.typeWord)
			rec.give(wire.GivenMistyped, what)
			last(wire.GivenMistyped, what)
		}
	}
}

// visitor reports whether the innermost operation under way was handed
// the function or implementation now called back (who: the closure's
// func value, or the *inst): it runs it while walking its receiver
// (Each, Select, Range), and keeps it no longer. A function handed in an
// option of the call (Parse(text, WithValidator(fn)), Walk(root,
// &WalkOptions{Visit: fn})) is handed to it as much as an argument is.
func visitor(a activeCall, who any) (handed bool) {
	// A value a package built with unsafe can fault reflect: such a value
	// hands over nothing hogen can tell.
	defer func() {
		if recover() != nil {
			handed = false
		}
	}()
	for _, v := range a.e.args {
		if hands(reflect.ValueOf(v), who, 2) {
			return true
		}
	}
	return false
}

// hands reports whether v is who, or holds it in a field of a struct of
// the package's, an element of a slice (variadic options) or behind a
// pointer to a record, depth levels deep.
func hands(v reflect.Value, who any, depth int) bool {
	if !v.IsValid() {
		return false
	}
	if v.CanInterface() {
		x := v.Interface()
		if h, ok := who.(*inst); ok {
			if s, ok := x.(interface{ hogenInst() *inst }); ok && s.hogenInst() == h {
				return true
			}
		} else if sameFunc(x, who) {
			return true
		}
	}
	if depth <= 0 {
		return false
	}
	switch v.Kind() {
	case reflect.Interface:
		return !v.IsNil() && hands(v.Elem(), who, depth)
	case reflect.Pointer:
		// &WalkOptions{Visit: fn}: only into a record the program may
		// have built, not into what the package's goroutines write.
		return !v.IsNil() && record(v.Type().Elem()) && hands(v.Elem(), who, depth-1)
	case reflect.Slice:
		v = settled(v)
		for i := 0; i < v.Len() && i < 8; i++ {
			if hands(v.Index(i), who, depth-1) {
				return true
			}
		}
	case reflect.Struct:
		if v.Type().PkgPath() != pkgPath {
			return false
		}
		if !v.CanAddr() { // an option held by value in an interface
			if !v.CanInterface() {
				return false // reached through an unexported field: no copy can be made
			}
			c := reflect.New(v.Type()).Elem()
			c.Set(v)
			v = c
		}
		for i := 0; i < v.NumField(); i++ {
			f := v.Field(i)
			if f.Kind() == reflect.Func && !v.Type().Field(i).IsExported() {
				// An unexported func field (an option's fn) is read
				// through its address: the word is the closure's.
				if w := *(*unsafe.Pointer)(unsafe.Pointer(f.UnsafeAddr())); w != nil && w == funcWord(who) {
					return true
				}
				continue
			}
			if hands(f, who, depth-1) {
				return true
			}
		}
	}
	return false
}

// funcWord is the closure a func value in an interface points to, or nil.
func funcWord(f any) unsafe.Pointer {
	if f == nil || reflect.TypeOf(f).Kind() != reflect.Func {
		return nil
	}
	return (*[2]unsafe.Pointer)(unsafe.Pointer(&f))[1]
}

// sameFunc reports whether a and b are the same func value: the same
// closure, whose captured variables make its identity (the word an
// interface holds for a func is the closure's address).
func sameFunc(a, b any) bool {
	w := funcWord(a)
	return w != nil && w == funcWord(b)
}

// noteVisited records a call that changes a receiver a visitor of which
// is running, or that the walked value reaches (the list an iterator's
// NextTo walks): the walk under way may trip over the change.
//
// A call that does not change it is a re-entry: the walk may hold a lock
// the call takes.
//
// A function of the package acts on the object its first argument is
// (async.Resolve(latch, fn) is latch.Resolve(fn) written as a function).
func (x *exec) noteVisited(o *op, e *callEnv) {
	target, ok := walkedBy(activeCall{op: o, e: e})
	if !ok {
		return
	}
	walks := ongoing(x, x.facts.walking())
	off := x.facts.walkingOff()
	for i, w := range append(walks, off...) {
		// Off the program's goroutine, only identity: contains would
		// read what the package's goroutines may be writing.
		if i < len(walks) && contains(w, target) || samePointer(w, target) || sameHandle(w, target) {
			what := fmt.Sprintf("%s on a %T that a function it was handed is walking", o.name, target)
			if !o.mutates {
				x.facts.give(wire.GivenReentered, what)
				return
			}
			x.facts.give(wire.GivenVisited, what)
			last(wire.GivenVisited, what)
			return
		}
	}
}

// ongoing is vs, what the recorder tracks under way (walking,
// forwarding), on the program's goroutine only: the walk or forwarded
// call runs there, and contains, off it, would read what the package's
// goroutines may be writing.
func ongoing[T any](x *exec, vs []T) []T {
	if len(vs) == 0 || goid() != x.goid { // goid reads a stack: only when needed
		return nil
	}
	return vs
}

// methodName is the method an operation's or a synthesized body's name
// ends with: "Close" of "p.(*Queue).Close" or of "p.Sink.Close".
func methodName(name string) string { return name[strings.LastIndexByte(name, '.')+1:] }

// forwards reports whether the operation under way passed its own call on
// to h, a value its receiver wraps: the same method (a wrapper's Write
// calling the Write of the writer it holds, a middleware's ServeHTTP the
// next handler's).
func forwards(a activeCall, h *inst, name string) bool {
	return a.op.hasRecv && methodName(a.op.name) == methodName(name) && contains(a.e.recv, h.self)
}

// noteForwarded records a call, from a value a wrapper forwarded a call
// to, of a wrapper around that value: the program made a wrapper that
// calls itself (a writer that writes to the locked writer around it, a
// handler that serves through the middleware that calls it).
func (x *exec) noteForwarded(o *op, e *callEnv) {
	if !o.hasRecv {
		return
	}
	for _, h := range ongoing(x, x.facts.forwarding()) {
		if contains(e.recv, h.self) {
			x.facts.give(wire.GivenSelf, fmt.Sprintf("%s on a wrapper of the %s it passed a call on to", o.name, h.it.name))
			return
		}
	}
}

// noteZeroUse records a call, on a zero value the program built, of a
// method the package's tests never call on one: the value has a
// constructor, and it reached the call through the package (a hook's
// Run handing the tests' &Event{} to a hook that writes to it).
//
// A value receiver that is no value at all is a variable the program
// declared for its callbacks to capture (var c4 Context; c4 =
// c3.EmbedObject(m)), read by one of them before the call that binds it
// returned: a zero value the program did not mean to use.
func (rec *recorder) noteZeroUse(o *op, e *callEnv) {
	if o.refusesBuilt != 0 && rec.nbuilt.Load() > 0 {
		rec.noteBuiltArgs(o, e)
	}
	if o.hasRecv && !o.iface && e.recv == nil {
		rec.give(wire.GivenZeroUse, fmt.Sprintf("%s on a variable that a callback read before the call binding it returned", o.name))
		return
	}
	if !o.hasRecv {
		return
	}
	if o.zeroOK && o.builtZeroOK && o.litOK {
		// A changing method the tests call on a fresh value, that returns
		// its receiver's type, readies it:
		// (&PathBuilder{}).Root() is the zero builder no longer. A query
		// (Len) changes nothing.
		if o.mutates && o.readiesZero && rec.nzeros.Load() > 0 {
			if p, ok := refOf(e.recv); ok {
				rec.readied(p)
			}
		}
		return
	}
	if !o.zeroOK && zeroStruct(e.recv) { // Version{} in a variable, whoever built it
		rec.give(wire.GivenZeroUse, fmt.Sprintf("%s on a zero %T", o.name, e.recv))
		return
	}
	p, ok := refOf(e.recv)
	if !ok {
		return
	}
	zero, lit := rec.built(p)
	switch {
	case lit && !o.litOK:
		rec.give(wire.GivenLiteralUse, fmt.Sprintf("%s on a %T the program built by hand", o.name, e.recv))
	case zero && !o.builtZeroOK:
		rec.give(wire.GivenZeroUse, fmt.Sprintf("%s on a zero %T the program built", o.name, e.recv))
	}
}

// noteBuiltArgs records a call handed, where it takes none
// (op.refusesBuilt), a pointer the program built by hand.
func (rec *recorder) noteBuiltArgs(o *op, e *callEnv) {
	for i, a := range e.args {
		if j := min(i, o.nparams-1); j < 0 || j >= 64 || o.refusesBuilt&(1<<j) == 0 { // variadic arguments share the last bit
			continue
		}
		p, ok := refOf(a)
		if !ok {
			continue
		}
		switch zero, lit := rec.built(p); {
		case lit:
			rec.give(wire.GivenLiteralUse, fmt.Sprintf("%s given a %T the program built by hand, as argument %d", o.name, a, i+1))
			return
		case zero:
			rec.give(wire.GivenZeroUse, fmt.Sprintf("%s given a zero %T the program built, as argument %d", o.name, a, i+1))
			return
		}
	}
}

// zeroStruct reports whether v is, or points to, a struct all of whose
// fields are zero.
func zeroStruct(v any) bool {
	rv := reflect.ValueOf(v)
	if rv.Kind() == reflect.Pointer {
		if rv.IsNil() {
			return false
		}
		rv = rv.Elem()
	}
	return rv.Kind() == reflect.Struct && rv.IsZero()
}

// maxLen is the greatest of a receiver's lengths (Len and Capacity): an
// index below any of them may be in range.
// emptyLen is the length an emptiness query says: 0 or 1.
func emptyLen(empty bool) int64 {
	if empty {
		return 0
	}
	return 1
}

func maxLen(ls ...int64) int64 {
	m := ls[0]
	for _, l := range ls[1:] {
		if l > m {
			m = l
		}
	}
	return m
}

// notePooled follows the values pools handed out until their Reset: a
// call of another method on one before is the program's misuse.
func (rec *recorder) notePooled(o *op, e *callEnv) {
	if !o.hasRecv {
		return
	}
	p, ok := refOf(e.recv)
	if !ok {
		return
	}
	unreset := rec.pooledOut(p, o.resetMethod)
	if unreset && !o.resetMethod {
		rec.give(wire.GivenUnreset, fmt.Sprintf("%s on a value a pool handed out, before its Reset", o.name))
	}
}

// pool records the value a pool handed out.
func (rec *recorder) pool(o *op, results []any) {
	if !o.pooled || len(results) == 0 {
		return
	}
	if p, ok := refOf(results[0]); ok {
		rec.pooled(p)
	}
}

// sameHandle reports whether a and b are copies of one handle: values of
// a struct type (a Map{*shard}) whose state is shared through the
// pointers, maps or channels they hold, the first of which tells the
// object apart. A walk's value receiver and the receiver of a call its
// visitor makes are such copies. Slices do not make a handle: a value
// type that returns modified copies (a Builder's Add) shares its arrays
// with them.
func sameHandle(a, b any) bool {
	if reflect.TypeOf(a) != reflect.TypeOf(b) || reflect.TypeOf(a) == nil || reflect.TypeOf(a).Kind() != reflect.Struct {
		return false
	}
	va, vb := reflect.ValueOf(a), reflect.ValueOf(b)
	pa, ok := handleRef(va, 2)
	pb, ok2 := handleRef(vb, 2)
	return ok && ok2 && pa == pb
}

// handleRef is the address of the first reference in v: a pointer, map
// or channel, in v or its struct fields.
func handleRef(v reflect.Value, depth int) (uintptr, bool) {
	switch v.Kind() {
	case reflect.Pointer, reflect.Map, reflect.Chan:
		if !v.IsNil() {
			return v.Pointer(), true
		}
	case reflect.Struct:
		for i := range min(v.NumField(), 16) {
			if depth > 0 {
				if p, ok := handleRef(v.Field(i), depth-1); ok {
					return p, true
				}
			}
		}
	}
	return 0, false
}
