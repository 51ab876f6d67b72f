//go:build go1.22

// This file is part of the runtime of hogen's harness: the facts of the
// values that pass between a program and the package: the arguments and
// receivers it hands over, the nils and literals it builds, what a call
// returns, what a synthesized body answers.

package harness

import (
	"fmt"
	"reflect"
	"regexp"
	"slices"
	"strings"

	"github.com/hogen-go/hogen/blame/wire"
)

// noteArg records what argument i of a call hands the package.
func (rec *recorder) noteArg(o *op, e *callEnv, i int) {
	v := e.args[i]
	if rec.fromError(v) {
		rec.give(wire.GivenErrored, fmt.Sprintf("argument %d of %s", i+1, o.name))
	}
	if j := min(i, o.nparams-1); j < 0 || j >= 64 || o.nils&(1<<j) == 0 || !isNil(v) { // variadic arguments share the last bit
		rec.noteNil(v, zeroArgOK, func() string { return fmt.Sprintf("argument %d of %s", i+1, o.name) })
	}
	if p, ok := refOf(v); ok && rec.endedRef(p) {
		rec.give(wire.GivenEnded, fmt.Sprintf("argument %d of %s, a value whose use had ended", i+1, o.name))
	}
	if rec.isResliced(v) {
		rec.give(wire.GivenResliced, fmt.Sprintf("argument %d of %s, a slice that a method of it had returned resliced", i+1, o.name))
	}
	if o.hasRecv && rec.linkedTo(v, e.recv) {
		// m2.Put(k, m1) then m1.Put(k, m2): two values that hold each
		// other, which a walk of either (a String, a MarshalJSON)
		// follows round for ever.
		rec.give(wire.GivenSelf, fmt.Sprintf("argument %d of %s, which holds its receiver through values the program put in each other", i+1, o.name))
	}
	j := min(i, o.nparams-1) // variadic arguments share the last bit
	if j < 0 || j >= 64 {
		return
	}
	if o.tparams&(1<<j) != 0 {
		// Repeat[string]("a", 1).SumInts(): the package keeps what the
		// program chose for T as an any, and a method that asserts
		// another type (its doc's "values can be of any integer type")
		// fails on the program's choice.
		rec.notePassedElems(v)
	}
	rec.noteMagnitude(o, v, i, j)
	if s, ok := v.(string); ok && o.rooted&(1<<j) != 0 && !strings.HasPrefix(s, "/") {
		rec.give(wire.GivenUnrooted, fmt.Sprintf("%q, argument %d of %s", s, i+1, o.name))
	}
	if rec.zeroOption(v) {
		// NewCircular(items, n, WithCapacity(0)): made with a measure of 0.
		e.zeroSized = true
	}
	if f, ok := floatOf(v); ok && f == 0 && o.units&(1<<j) != 0 && !o.hasRecv {
		// NewCuckooFilter(n, 0): a rate of 0 sizes an infinite table; a
		// later Add that slices it is that object's, as after a size of 0.
		e.zeroSized = true
	}
	if zeroField(o, v, j) {
		// New(&Config{}), whose Size the package divides by: a measure
		// of 0 in a config is one all the same.
		e.zeroSized = true
	}
	if _, negative := intFacts(v); o.measures&(1<<j) != 0 && (v == nil || isEmpty(v) || negative) { // a nil literal is untyped
		// NewWindow(0), a pool of width 0, a wheel of tick -1s: an object
		// that holds nothing, whose later indexes go past it. Go code
		// seldom states that a size is positive. Only what fails on that
		// object is excused.
		e.zeroSized = true
	}
	rec.noteSelfArg(o, e, v, i, j)
	if o.ifaces&(1<<j) == 0 || v == nil {
		return
	}
	rec.noteIfaceArg(o, e, v, i, j)
}

// zeroField reports whether v, argument j of a call of o, is a struct
// (or a pointer to one) with a measure field (o.measureFields) of 0.
func zeroField(o *op, v any, j int) bool {
	for _, pf := range o.measureFields {
		if pf[0] != j {
			continue
		}
		rv := reflect.ValueOf(v)
		if rv.Kind() == reflect.Pointer && !rv.IsNil() {
			rv = rv.Elem()
		}
		if rv.Kind() != reflect.Struct || pf[1] >= rv.NumField() {
			continue
		}
		if f := rv.Field(pf[1]); f.CanInt() && f.Int() == 0 || f.CanUint() && f.Uint() == 0 {
			return true
		}
	}
	return false
}

// noteMagnitude records argument i of a call, v, for parameter j, when
// its size is no measure of anything: huge, negative, outside [0, 1] for
// a probability, zero or empty for a size or a collection.
func (rec *recorder) noteMagnitude(o *op, v any, i, j int) {
	huge, negative := intFacts(v)
	if huge {
		rec.give(wire.GivenHuge, fmt.Sprintf("%v to %s", v, o.name))
	}
	if f, ok := floatOf(v); ok {
		if o.units&(1<<j) != 0 && !(f >= 0 && f <= 1) {
			// A probability of 8, a quantile of 3.14: no measure the
			// package computes with means anything.
			rec.give(wire.GivenHuge, fmt.Sprintf("%v to %s, parameter %d: a probability or quantile outside [0, 1]", v, o.name, i+1))
		} else if o.units&(1<<j) != 0 && f == 0 {
			// A rate of 0 sizes an infinite table, as a count of 0
			// divides by zero: suspicious at most.
			rec.give(wire.GivenEmpty, fmt.Sprintf("0 to %s, parameter %d", o.name, i+1))
		} else if f < 0 {
			rec.give(wire.GivenNegativeFloat, fmt.Sprintf("%v to %s", v, o.name))
		}
	}
	if o.sizes&(1<<j) != 0 && (negative || negativeElem(v)) {
		// tabwriter.NewWriter(w, -1, ...) may loop: a negative width is a
		// misuse, whatever follows, as is one among the sizes of a slice
		// (New(words, []int{-1}), n-grams of length -1).
		rec.give(wire.GivenNegativeSize, fmt.Sprintf("%v to %s", v, o.name))
	}
	if o.sizes&(1<<j) != 0 && isEmpty(v) && reflect.TypeOf(v).Kind() != reflect.Slice {
		// A count of zero that the package divides by later, on a
		// goroutine of its own (a dispatcher over zero channels).
		what := fmt.Sprintf("0 to %s, parameter %d", o.name, i+1)
		rec.give(wire.GivenEmpty, what)
		last(wire.GivenEmpty, what)
	}
	if o.colls&(1<<j) != 0 && (v == nil || isEmpty(v)) { // a nil literal is untyped
		rec.give(wire.GivenEmpty, fmt.Sprintf("an empty slice or map, argument %d of %s", i+1, o.name))
	}
}

// negativeElem reports whether v is a slice of integers holding a
// negative one.
func negativeElem(v any) bool {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Slice {
		return false
	}
	switch rv.Type().Elem().Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		for i := 0; i < rv.Len(); i++ {
			if rv.Index(i).Int() < 0 {
				return true
			}
		}
	}
	return false
}

// partOf reports whether v is a pointer of another type than recv to
// memory inside the struct recv points to: one of its fields.
func partOf(v, recv any) bool {
	rv, rr := reflect.ValueOf(v), reflect.ValueOf(recv)
	if rv.Kind() != reflect.Pointer || rr.Kind() != reflect.Pointer || rv.IsNil() || rr.IsNil() ||
		rv.Type() == rr.Type() || rr.Type().Elem().Kind() != reflect.Struct {
		return false
	}
	start := rr.Pointer()
	p := rv.Pointer()
	return p >= start && p < start+rr.Type().Elem().Size()
}

// copyOf reports whether v is a copy of the struct recv points to that
// shares what it holds: a map, slice, pointer or channel field of v, not
// nil, is recv's.
func copyOf(v, recv any) (shares bool) {
	defer func() {
		if recover() != nil {
			shares = false
		}
	}()
	rv, rr := reflect.ValueOf(v), reflect.ValueOf(recv)
	if rr.Kind() != reflect.Pointer || rr.IsNil() || rv.Kind() != reflect.Struct || rv.Type() != rr.Type().Elem() {
		return false
	}
	re := rr.Elem()
	for i := 0; i < rv.NumField(); i++ {
		// Empty slices and pointers to empty types may all point to
		// one address of the runtime's: they share nothing.
		switch a := rv.Field(i); a.Kind() {
		case reflect.Slice:
			if a.Cap() > 0 && a.Pointer() == re.Field(i).Pointer() {
				return true
			}
		case reflect.Pointer:
			if !a.IsNil() && a.Type().Elem().Size() > 0 && a.Pointer() == re.Field(i).Pointer() {
				return true
			}
		case reflect.Map, reflect.Chan:
			if !a.IsNil() && a.Pointer() == re.Field(i).Pointer() {
				return true
			}
		}
	}
	return false
}

// noteSelfArg records argument i of a method, v, for parameter j, when
// it is its receiver, reaches it, or is built around what it holds.
func (rec *recorder) noteSelfArg(o *op, e *callEnv, v any, i, j int) {
	if k := reflect.ValueOf(v).Kind(); o.hasRecv && (k == reflect.Pointer || k == reflect.Map) &&
		reflect.TypeOf(v) == reflect.TypeOf(e.recv) && containsWithin(v, e.recv, 32, 256) {
		// v.Set("", v), or b.Set("", a) where a holds b: a JSON value,
		// a tree, a list made to hold itself; through an interface too
		// (t5.AddTree(t1), t1 the root t5 hangs from). Only a value of
		// the receiver's own type is walked: reading what the package's
		// goroutines may be writing would race with them.
		rec.give(wire.GivenSelf, fmt.Sprintf("argument %d of %s, which reaches its receiver", i+1, o.name))
	}
	if o.hasRecv && copyOf(v, e.recv) {
		// h.AddInfo("", *h): a copy of the receiver's struct shares its
		// maps and slices, so the receiver that stores it holds itself.
		rec.give(wire.GivenSelf, fmt.Sprintf("argument %d of %s, a copy of its receiver that shares what it holds", i+1, o.name))
	}
	if o.hasRecv && partOf(v, e.recv) {
		// doc.SetRoot(&doc.Element): the receiver handed a part of
		// itself, an embedded or other field, to hold.
		rec.give(wire.GivenSelf, fmt.Sprintf("argument %d of %s, a part of its receiver", i+1, o.name))
	}
	if o.hasRecv && samePointer(v, e.recv) && reflect.TypeOf(v) == reflect.TypeOf(e.recv) {
		// x.Merge(x): the argument a method consumes or empties is the
		// receiver it fills. Go's docs say when that may be ("The lists l
		// and other may be the same").
		rec.give(wire.GivenReceiverArg, fmt.Sprintf("the receiver of %s as its argument %d", o.name, i+1))
	}
	if o.ifaces&(1<<j) == 0 && o.hasRecv && builtAround(e.recv, v) {
		rec.give(wire.GivenSelf, fmt.Sprintf("argument %d of %s, built around what its receiver holds", i+1, o.name))
	}
	if k := reflect.ValueOf(v).Kind(); o.hasRecv && (k == reflect.Map || k == reflect.Slice || k == reflect.Struct) && wraps(v, e.recv) {
		// s.WithProperties(map[string]Ref{"a": {Schema: s}}): a schema, a
		// node made to hold itself through a value the program built.
		rec.give(wire.GivenSelf, fmt.Sprintf("argument %d of %s, which holds its receiver", i+1, o.name))
	}
}

// record reports whether t is a struct of the package's whose fields
// are all exported: a value the program may have built itself.
func record(t reflect.Type) bool {
	if t.Kind() != reflect.Struct || t.PkgPath() != pkgPath {
		return false
	}
	for i := 0; i < t.NumField(); i++ {
		if !t.Field(i).IsExported() {
			return false
		}
	}
	return true
}

// wraps reports whether v, a map, slice or struct, holds the pointer
// recv in its elements or fields, or a value of recv's type that reaches
// it; it follows no other pointer but to a record: only what the
// program built, and values of the receiver's own type (as noteSelfArg's
// walk), are read, not what the package's goroutines may be writing.
func wraps(v, recv any) (found bool) {
	defer func() {
		if recover() != nil {
			found = false
		}
	}()
	r := reflect.ValueOf(recv)
	if r.Kind() != reflect.Pointer || r.IsNil() {
		return false
	}
	budget := 64
	var walk func(v reflect.Value, depth int) bool
	walk = func(v reflect.Value, depth int) bool {
		if depth < 0 || !v.IsValid() || budget <= 0 {
			return false
		}
		budget--
		switch v.Kind() {
		case reflect.Pointer:
			// A value of the receiver's own type that reaches it (the
			// schema whose property is this one) closes a cycle too.
			if v.IsNil() {
				return false
			}
			if v.Pointer() == r.Pointer() || v.Type() == r.Type() && v.CanInterface() && contains(v.Interface(), recv) {
				return true
			}
			// &Ref{Schema: s}: a record of exported fields, as the
			// program builds one, is looked into too.
			return record(v.Type().Elem()) && walk(v.Elem(), depth-1)
		case reflect.Interface:
			return walk(v.Elem(), depth)
		case reflect.Struct:
			for i := 0; i < v.NumField() && i < 16; i++ {
				if walk(v.Field(i), depth-1) {
					return true
				}
			}
		case reflect.Slice, reflect.Array:
			v = settled(v)
			for i := 0; i < v.Len() && i < 16; i++ {
				if walk(v.Index(i), depth-1) {
					return true
				}
			}
		case reflect.Map:
			it := v.MapRange()
			for n := 0; it.Next() && n < 16; n++ {
				if walk(it.Key(), depth-1) || walk(it.Value(), depth-1) {
					return true
				}
			}
		}
		return false
	}
	return walk(reflect.ValueOf(v), 4)
}

// noteIfaceArg records what argument i of a call, v, not nil, hands the
// package through parameter j of an interface type: its dynamic type, a
// synthesized value walked by reflection, a value that holds or is held
// by the receiver, an uncomparable value.
func (rec *recorder) noteIfaceArg(o *op, e *callEnv, v any, i, j int) {
	rec.notePassed(v)
	if _, ok := v.(interface{ hogenInst() *inst }); ok && o.anys&(1<<j) != 0 {
		// Code that walks an any by reflection (a deep copy, a walker)
		// walks the harness's value of a synthesized implementation,
		// which reaches itself; the compiled one does not.
		rec.give(wire.GivenReflected, fmt.Sprintf("a synthesized implementation as argument %d of %s, an any", i+1, o.name))
	}
	if o.hasRecv && contains(v, e.recv) {
		rec.give(wire.GivenSelf, fmt.Sprintf("the receiver of %s in its argument %d", o.name, i+1))
	}
	// A pointer of the package's that the receiver already holds (a node
	// of the tree, handed back to it as an item, or embedded in a
	// synthesized item) may come to contain itself. A synthesized value
	// put in twice is no such thing.
	held := v
	for {
		s, ok := held.(interface{ hogenInst() *inst })
		if !ok || s.hogenInst() == nil { // a nil implementation embedded is no value
			break
		}
		held = s.hogenInst().embed
	}
	if o.hasRecv && holds(e.recv, held) {
		rec.give(wire.GivenSelf, fmt.Sprintf("argument %d of %s, which its receiver already holds", i+1, o.name))
	}
	if !reflect.ValueOf(v).Comparable() {
		rec.give(wire.GivenUncomparable, fmt.Sprintf("a %T to %s", v, o.name))
	}
}

// noteClosedArg records argument i of a call when it is a closed
// channel.
func (rec *recorder) noteClosedArg(o *op, e *callEnv, i int) {
	if rec.seenChan(e.args[i]) && closedOnReturn(e.args[i]) || closedChan(e.args[i]) {
		what := fmt.Sprintf("argument %d of %s, a closed channel", i+1, o.name)
		rec.give(wire.GivenClosedChan, what)
		last(wire.GivenClosedChan, what) // the package's goroutines send on it later
	}
}

// noteCrossed records argument i of a method when it came from another
// object of its receiver's type.
func (rec *recorder) noteCrossed(o *op, e *callEnv, i int) {
	if o.hasRecv && rec.crossed(e.recv, e.args[i]) {
		what := fmt.Sprintf("argument %d of %s came from another %T", i+1, o.name, e.recv)
		rec.give(wire.GivenCrossed, what)
		// The object keeps what it was handed, and its goroutines may
		// trip on it after the program ended.
		last(wire.GivenCrossed, what)
	}
}

// noteRecv records a method's receiver that came with an error, whose
// use had ended, or that is closed again.
func (rec *recorder) noteRecv(o *op, e *callEnv) {
	if o.hasRecv && rec.fromError(e.recv) && !o.configures {
		// A setup of a receiver whose setup failed sets it up anew.
		rec.give(wire.GivenErrored, "the receiver of "+o.name)
	}
	if rec.allEnded.Load() {
		rec.give(wire.GivenEnded, o.name+" after a function that ends the use of the package")
	}
	if o.hasRecv && rec.endedWithin(e.recv) {
		rec.give(wire.GivenEnded, o.name+" on a value that holds one whose use had ended")
	}
	if o.hasRecv && rec.isResliced(e.recv) {
		rec.give(wire.GivenResliced, o.name+" on a slice that a method of it had returned resliced")
	}
	if o.hasRecv && rec.staleValueIter(e.recv) {
		rec.give(wire.GivenStale, o.name+" on an iterator whose collection changed after it was made")
	}
	if p, ok := refOf(e.recv); ok && o.hasRecv {
		if rec.staleRef(p) {
			rec.give(wire.GivenStale, o.name+" on an iterator whose collection changed after it was made")
		}
		if rec.endedRef(p) {
			// What the package's goroutines do next may crash: the mark
			// covers the rest of the program.
			rec.give(wire.GivenEnded, o.name+" on a value whose use had ended")
		}
	}
	stops := o.stopping()
	refs := closeRefs(e.recv, methodName(o.name), o.promoted)
	if o.hasRecv && rec.anyStopped.Load() && !rec.stop(refs, false) {
		rec.noteOwnedStop(o, e, stops)
	}
	if stops && o.hasRecv && len(refs) == 0 {
		// A slice of values (a fan-out of sinks) stops what it holds.
		for _, p := range elemRefs(e.recv) {
			rec.stop([]uintptr{p}, true)
			rec.closing(p, methodName(o.name))
		}
	}
	if len(refs) > 0 && o.hasRecv {
		stopped := rec.stop(refs, stops)
		if stopped && !stops {
			rec.give(wire.GivenStopped, o.name+" on a value after its Close, Stop or Shutdown")
			if !lasted(wire.GivenStopped) {
				// A goroutine the call started may send on the channel
				// the stop closed after the program ended, while a later
				// one runs: the mark outlives the program.
				last(wire.GivenStopped, o.name+" on a value after its Close, Stop or Shutdown")
			}
			// One that can answer with an error (ErrClosed) owes the
			// program that error, and one that starts the value again
			// (Start, Reset) is its way back: their panics stay theirs.
			e.stoppedRecv = !o.reportsErr && !restartRE.MatchString(methodName(o.name))
		}
		// By io.Closer's "the behavior of Close after the first call is
		// undefined", a second Stop or Shutdown too (a doc that calls a
		// second one harmless is not read here).
		// A value started by one of its Start methods is started by
		// all (Start, then StartSync).
		key := methodName(o.name)
		if o.readies {
			key = o.prep
		}
		if (stops || o.once) && rec.closing(refs[len(refs)-1], key) {
			rec.give(wire.GivenReclosed, o.name)
		}
	}
	if opener, ok := strings.CutPrefix(o.pair, "-"); ok {
		if p, ok := pairRef(o, e); ok && !rec.unpair(p, opener) {
			rec.give(wire.GivenUnpaired, fmt.Sprintf("%s with no %s of its receiver before it", o.name, opener))
		}
	}
}

// nilNameRE matches the names of functions that return a nil on
// purpose: NilMapEntry, NullNode.
var nilNameRE = regexp.MustCompile(`^(Nil|Null|None)([A-Z]|$)`)

// pairRef is what an opener or a closer (see op.pair) opens or closes:
// its receiver, or for a function of the package (StartProfile,
// StopProfile) the package's own state, 0.
func pairRef(o *op, e *callEnv) (uintptr, bool) {
	if !o.hasRecv {
		return 0, true
	}
	return refOf(e.recv)
}

// stopping reports whether o is a Close, Stop or Shutdown, or a
// method whose doc says it stops its receiver.
func (o *op) stopping() bool {
	return strings.HasSuffix(o.name, ".Close") || strings.HasSuffix(o.name, ".Stop") || strings.HasSuffix(o.name, ".Shutdown") || o.stops
}

// noteStoppedArgs records a call handed a value the program had closed,
// stopped or shut down, or one stopped with such (see nearStopped): a
// Tee whose input or output is closed closes or sends to it again.
func (rec *recorder) noteStoppedArgs(o *op, e *callEnv) {
	if !rec.anyStopped.Load() {
		return
	}
	for i, a := range e.args {
		p, ok := refOf(a)
		if ok && rec.stop([]uintptr{p}, false) || rec.nearStopped(a) {
			what := fmt.Sprintf("argument %d of %s, a value the program had closed, stopped or shut down", i+1, o.name)
			rec.give(wire.GivenStopped, what)
			if !lasted(wire.GivenStopped) {
				last(wire.GivenStopped, what)
			}
			return
		}
	}
}

// noteOwnedStop records a call on a value stopped through what the
// program stopped (see nearStopped): a use of it, or a second stop.
func (rec *recorder) noteOwnedStop(o *op, e *callEnv, stops bool) {
	if !rec.nearStopped(e.recv) {
		return
	}
	if stops {
		rec.give(wire.GivenReclosed, o.name+" of a value stopped with one the program had closed, stopped or shut down")
		return
	}
	rec.give(wire.GivenStopped, o.name+" on a value stopped with one the program had closed, stopped or shut down")
	if !lasted(wire.GivenStopped) {
		last(wire.GivenStopped, o.name+" on a value stopped with one the program had closed, stopped or shut down")
	}
}

// restartRE matches the methods that start a stopped value again.
var restartRE = regexp.MustCompile(`^(Start|Restart|Reset|Open|Reopen|Resume|Run)$`)

// closeRefs are the references a method closes or stops: the
// receiver's, and for a method promoted from a pointer or an interface
// the receiver embeds (a Process that embeds its *Simulation, whose
// Shutdown it promotes), that value's last: the Shutdown of the one and
// of the other are one Shutdown, and both are stopped.
func closeRefs(recv any, method string, promoted bool) []uintptr {
	var refs []uintptr
	if p, ok := refOf(recv); ok {
		refs = append(refs, p)
	}
	if !promoted {
		return refs
	}
	if p, ok := embeddedRef(reflect.ValueOf(recv), method); ok && !slices.Contains(refs, p) {
		refs = append(refs, p)
	}
	return refs
}

// embeddedRef is the reference of the pointer or interface v (a struct,
// or a pointer to one) embeds whose type has method, through embedded
// structs.
func embeddedRef(v reflect.Value, method string) (uintptr, bool) {
	if v.Kind() == reflect.Pointer && !v.IsNil() {
		v = v.Elem()
	}
	for depth := 0; depth < 3 && v.Kind() == reflect.Struct; depth++ {
		next := reflect.Value{}
		for i := 0; i < v.NumField(); i++ {
			f := v.Type().Field(i)
			_, has := f.Type.MethodByName(method)
			if !has && f.Type.Kind() == reflect.Struct {
				_, has = reflect.PointerTo(f.Type).MethodByName(method)
			}
			if f.Anonymous && has {
				next = v.Field(i)
				break
			}
		}
		if next.Kind() == reflect.Interface {
			next = next.Elem()
		}
		switch {
		case next.Kind() == reflect.Pointer && !next.IsNil():
			return next.Pointer(), true
		case next.Kind() != reflect.Struct:
			return 0, false // a nil one, a value of no reference
		}
		v = next
	}
	return 0, false
}

// noteResults records what a call's return tells of its receiver,
// arguments and results: a use ended, an error of the sandbox's, results
// that came with an error, a value pooled, owned or seen, a cursor moved.
func (rec *recorder) noteResults(o *op, e *callEnv) {
	if o.names != 0 && len(e.results) > 0 && e.results[0] != nil {
		for i, a := range e.args {
			if j := min(i, o.nparams-1); j >= 0 && j < 64 && o.names&(1<<j) != 0 {
				if rv := reflect.ValueOf(a); rv.Kind() == reflect.String {
					rec.noteName(rv.String(), o.name, reflect.TypeOf(e.results[0]).String())
				}
			}
		}
	}
	if opener, ok := strings.CutPrefix(o.pair, "+"); ok {
		if p, ok := pairRef(o, e); ok {
			rec.openPair(p, opener)
		}
	}
	if o.final && o.hasRecv {
		rec.end(e.recv)
	} else if o.final {
		rec.allEnded.Store(true)
	}
	if o.hasRecv && strings.HasSuffix(o.name, ".Close") {
		rec.closeHeld(e.recv)
	}
	if o.resets {
		rec.endOwned(e.recv)
	}
	for i, r := range e.results {
		rec.noteDenied(r)
		// A nil pointer in a result declared as an interface: the
		// package's typed nil. (NilMapEntry() says what it returns: a nil
		// the program then holds knowingly; pq.As's *Error is a pointer
		// the program checks.)
		if rv := reflect.ValueOf(r); i < 64 && o.ifaceRes&(1<<i) != 0 && rv.Kind() == reflect.Pointer && rv.IsNil() && !nilNameRE.MatchString(methodName(o.name)) {
			rec.mu.Lock()
			if rec.typedNils == nil {
				rec.typedNils = map[reflect.Type]bool{}
			}
			rec.typedNils[rv.Type()] = true
			rec.mu.Unlock()
		}
	}
	rec.noteErrored(e.results)
	if o.configures {
		rec.noteConfigured(e.recv, e.before, e.results)
	}
	rec.notePreparedDone(o, e)
	if o.unstarted {
		for _, r := range e.results {
			if p, ok := refOf(r); ok {
				rec.nunstarted.Add(1)
				rec.markRef(&rec.unstarted, p)
			}
		}
	}
	rec.pool(o, e.results)
	for i, a := range e.args {
		if j := min(i, o.nparams-1); j >= 0 && j < 64 && o.repools&(1<<j) != 0 { // by parameter
			rec.end(a)
		}
	}
	if o.mutates && o.hasRecv {
		rec.staleIters(e.recv)
	}
	if !o.final {
		// What a final method returns (Finish's list) is handed over,
		// not owned by the value whose use it ends.
		rec.noteOwner(e.recv, e.results)
	}
	rec.noteValueIters(e.recv, e.results)
	if e.zeroSized {
		rec.zeroSize(append([]any{e.recv}, e.results...))
	}
	if o.moves {
		rec.move(e.recv, e.results)
	}
	rec.seenChan(e.results...)
}

// measureMethodRE matches the names of methods that measure what a
// value holds, whose 0 makes nothing to work with: a Point's Dimensions,
// a shape's Width. (A Len of 0 is an empty collection, no such thing.)
var measureMethodRE = regexp.MustCompile(`(?i)^(dims?|dimensions?|size|width|height|depth|capacity|cap|bounds|rect|extent)$`)

// emptyExtent reports whether v says of itself that it is empty (an
// image.Rectangle of no area, by its Empty method).
func emptyExtent(v any) (empty bool) {
	e, ok := v.(interface{ Empty() bool })
	if !ok {
		return false
	}
	defer func() {
		if recover() != nil {
			empty = false
		}
	}()
	return e.Empty()
}

// noteBodyResults records what the results of a synthesized body hand
// the package: a nil where no error is expected, a huge or negative
// integer, an uncomparable value, a nil, a value that wraps self, a
// match outside the text the body was handed.
func (rec *recorder) noteBodyResults(args, res []any, rs bodyResults, self any, id int, name string) {
	rec.noteOutside(args, res, name)
	if len(rs.anys) > 0 && !lasted(wire.GivenForeign) {
		// A goroutine of the package's may assert what the body returned
		// as an interface (a nil too, out of fuel) later, and crash the
		// process: the mark outlives the program.
		last(wire.GivenForeign, "a value a synthesized "+name+" returned as an interface")
	}
	for _, i := range rs.shaped {
		// Alloc "should return a slice equivalent to make([]Group, n)":
		// a synthesized one returns what it likes.
		rec.give(wire.GivenShaped, fmt.Sprintf("result %d of synthesized %s, whose doc says what it must be", i+1, name))
	}
	for i, r := range res {
		if r == nil && !slices.Contains(rs.errs, i) {
			// A nil interface where an error is not expected (a With
			// returning a variable its own call has not bound yet) is
			// a nil the program handed over.
			rec.give(wire.GivenNil, "a nil result of synthesized "+name)
		}
		huge, negative := intFacts(r)
		if huge {
			rec.give(wire.GivenHuge, "a huge integer a synthesized "+name+" returned")
		}
		if negative { // a Len or Size below zero
			rec.give(wire.GivenNegativeSize, "a negative integer a synthesized "+name+" returned")
		}
		if (isEmpty(r) || emptyExtent(r)) && measureMethodRE.MatchString(methodName(name)) {
			// A Point of Dimensions() 0, an Image of empty Bounds():
			// what the package divides by, or sizes its work with, is
			// nothing.
			rec.give(wire.GivenZeroSize, "an empty measure from a synthesized "+name)
		}
		if r != nil && !reflect.ValueOf(r).Comparable() {
			rec.give(wire.GivenUncomparable, fmt.Sprintf("a %T a synthesized %s returned", r, name))
		}
		if r != nil { // a nil interface (an error) is no nil pointer
			rec.noteNil(r, zeroOK, func() string { return "a result of synthesized " + name })
			// A Policy's ToExecutor(t) any, whose doc names the package's
			// own type it returns: a failed assertion on what the
			// program returned is foreign, as on what it passed.
			rec.notePassed(r)
		}
		if self != nil && r != nil && !samePointer(r, self) && contains(r, self) {
			// A Core's With that returns the lazy core wrapping it: the
			// package, asking the wrapped value, gets its wrapper back
			// and asks again.
			rec.give(wire.GivenSelf, fmt.Sprintf("a synthesized %s returned a value that wraps it", name))
		}
		if p, ok := refOf(r); ok && rec.handedTo(id, p) {
			// A middleware that returns the router it was installed in:
			// the router becomes its own handler, and serves itself for
			// ever.
			rec.give(wire.GivenSelf, fmt.Sprintf("a synthesized %s returned the object it was handed to", name))
		}
	}
}

// noteFields records the huge and negative integers a struct literal
// sets: a size in a Config is a size all the same.
func (rec *recorder) noteFields(v any) {
	rv := reflect.ValueOf(v)
	if rv.Kind() == reflect.Pointer && !rv.IsNil() {
		rv = rv.Elem()
	}
	if rv.Kind() != reflect.Struct {
		return
	}
	for i := 0; i < rv.NumField(); i++ {
		if f := rv.Field(i); f.Kind() == reflect.Interface && !f.IsNil() && f.CanInterface() {
			rec.notePassed(f.Interface()) // a Field{Interface: v}: v went through an interface
			if !f.Elem().Comparable() {
				rec.give(wire.GivenUncomparable, fmt.Sprintf("a %s in %s.%s", f.Elem().Type(), rv.Type(), rv.Type().Field(i).Name))
			}
		}
		if f := rv.Field(i); f.CanInterface() {
			huge, negative := intFacts(f.Interface())
			if huge {
				rec.give(wire.GivenHuge, rv.Type().String()+"."+rv.Type().Field(i).Name)
			}
			if negative {
				rec.give(wire.GivenNegativeSize, rv.Type().String()+"."+rv.Type().Field(i).Name)
			}
		}
	}
}

// noteNil records a nil pointer, map, func, chan or interface, or a struct
// with such a nil field: a zero value the program built.
//
// ok are the types whose zero value is no misuse where v goes (zeroOK
// for a value built, zeroArgOK for an argument).
func (rec *recorder) noteNil(v any, ok map[reflect.Type]bool, describe func() string) {
	if isNil(v) && reflect.ValueOf(v).Kind() != reflect.Slice {
		what := describe()
		rec.give(wire.GivenNil, what)
		// (A nil literal reaches the harness untyped: v == nil.)
		if k := reflect.ValueOf(v).Kind(); v == nil || k == reflect.Func || k == reflect.Chan {
			// A nil func or channel the package keeps (a timer's, a
			// subscriber's) may be used by its goroutines after the
			// program ended, while a later one runs.
			last(wire.GivenNil, what)
		}
	} else if hasNilField(v, ok) {
		rec.give(wire.GivenZero, describe())
	} else if zeroElem(v, ok) {
		rec.give(wire.GivenZero, describe()+", a slice holding a struct with nil fields")
	} else if nilElem(v) {
		// make([]Item, n) hands the package n nil Items, which it will
		// call: Go APIs take nil only where their docs say so.
		rec.give(wire.GivenNil, describe()+", a slice or map holding a nil")
	}
}

// zeroElem reports whether v is a slice or array holding a struct with
// nil fields whose zero value ok does not make usable (see hasNilField).
func zeroElem(v any, ok map[reflect.Type]bool) bool {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Slice && rv.Kind() != reflect.Array {
		return false
	}
	for i := 0; i < rv.Len() && i < 16; i++ {
		if e := rv.Index(i); e.Kind() == reflect.Struct && hasNilField(e.Interface(), ok) {
			return true
		}
	}
	return false
}

// nilElem reports whether v is a slice, array or map holding a nil interface,
// pointer, func, map or chan, or an interface holding a nil pointer (a nil
// *Error result put in a []error: Go's typed-nil pitfall).
func nilElem(v any) bool {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Slice && rv.Kind() != reflect.Array && rv.Kind() != reflect.Map {
		return false
	}
	switch rv.Type().Elem().Kind() {
	case reflect.Interface, reflect.Pointer, reflect.Func, reflect.Map, reflect.Chan:
	default:
		return false
	}
	// A nil where the package's tests put one (Errors{"name": nil},
	// whose nil error is no error) is no misuse; a nil *Error in an
	// interface is Go's typed-nil pitfall all the same.
	plainNilOK := nilsOK[rv.Type()]
	isNil := func(e reflect.Value) bool {
		return e.IsNil() && !plainNilOK || e.Kind() == reflect.Interface && e.Elem().Kind() == reflect.Pointer && e.Elem().IsNil()
	}
	if rv.Kind() == reflect.Map {
		// map[string]Object{k: nil}: as a slice's nil element; a
		// map[string]any's nil is JSON's null, a value like any other.
		if rv.Type().Elem().Kind() == reflect.Interface && rv.Type().Elem().NumMethod() == 0 {
			return false
		}
		it, n := rv.MapRange(), 0
		for it.Next() && n < 1<<10 {
			if isNil(it.Value()) {
				return true
			}
			n++
		}
		return false
	}
	for i := 0; i < rv.Len() && i < 1<<10; i++ {
		if isNil(rv.Index(i)) {
			return true
		}
	}
	return false
}

// endedWithin reports whether v, a slice, array or struct value (a fan-out
// of sinks), holds a value whose use had ended: what v does with it is
// done after the end.
func (rec *recorder) endedWithin(v any) bool {
	rec.mu.Lock()
	none := len(rec.ended) == 0
	rec.mu.Unlock()
	if none { // every call asks: no reflection while nothing has ended
		return false
	}
	for _, p := range held(v) {
		if rec.endedRef(p.Pointer()) {
			return true
		}
	}
	return false
}

// closeHeld records that a Close of v, a slice, array or struct value,
// closed the closers it holds (a fan-out's sinks): they are closed, and
// their use has ended, as if the program had closed each.
func (rec *recorder) closeHeld(v any) {
	for _, p := range held(v) {
		if _, ok := p.Type().MethodByName("Close"); ok {
			rec.closing(p.Pointer(), "Close")
			rec.end(p.Interface())
		}
	}
}

// held are the non-nil pointers, maps and channels that v, a slice,
// array or struct value, holds as its elements or fields (through an
// interface too).
func held(v any) []reflect.Value {
	rv := reflect.ValueOf(v)
	var parts []reflect.Value
	switch rv.Kind() {
	case reflect.Slice, reflect.Array:
		for i := 0; i < rv.Len() && i < 16; i++ {
			parts = append(parts, rv.Index(i))
		}
	case reflect.Struct:
		for i := 0; i < rv.NumField() && i < 16; i++ {
			parts = append(parts, rv.Field(i))
		}
	}
	var refs []reflect.Value
	for _, p := range parts {
		if p.Kind() == reflect.Interface {
			p = p.Elem()
		}
		switch p.Kind() {
		case reflect.Pointer, reflect.Map, reflect.Chan:
			if !p.IsNil() && p.CanInterface() {
				refs = append(refs, p)
			}
		}
	}
	return refs
}

// noteDuplicate records a slice or array v, built by the program, that
// holds one pointer, channel or map twice.
func (rec *recorder) noteDuplicate(v any, describe func() string) {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Slice && rv.Kind() != reflect.Array {
		return
	}
	var refs []any
	for i := 0; i < rv.Len() && i < 16; i++ {
		refs = append(refs, rv.Index(i).Interface())
	}
	if twice(refs) || rec.handedEachOther(refs) {
		what := describe()
		rec.give(wire.GivenDuplicate, what)
		last(wire.GivenDuplicate, what)
	}
}

// noteVariadicDuplicate records a call whose variadic arguments hold one
// pointer, channel or map twice (Tee(in, out, out)).
func (rec *recorder) noteVariadicDuplicate(o *op, e *callEnv) {
	if o.nparams == 0 || len(e.args) < o.nparams+1 {
		return
	}
	if vs := e.args[o.nparams-1:]; twice(vs) || rec.handedEachOther(vs) {
		what := "one value twice among the last arguments of " + o.name
		rec.give(wire.GivenDuplicate, what)
		last(wire.GivenDuplicate, what)
	}
}

// twice reports whether vs hold the same pointer, channel or map twice.
func twice(vs []any) bool {
	seen := map[uintptr]bool{}
	for _, v := range vs {
		if p, ok := refOf(v); ok {
			if seen[p] {
				return true
			}
			seen[p] = true
		}
	}
	return false
}

// startRE and endRE match the names Go gives to the ends of a match in
// a text (Start and End, Left and Right, Pos, Offset); lenRE its length.
var (
	startRE = regexp.MustCompile(`(?i)^(start|begin|left|pos|position|offset)$`)
	endRE   = regexp.MustCompile(`(?i)^(end|stop|right)$`)
	lenRE   = regexp.MustCompile(`(?i)^(len|length|size)$`)
)

// noteOutside records a result of a synthesized body that places a
// match outside the string or []byte the package handed the body (a
// Finder's match of another text): the package slices its text by it.
func (rec *recorder) noteOutside(args, res []any, name string) {
	n := -1
	for _, a := range args {
		switch a := a.(type) {
		case string:
			n = max(n, len(a))
		case []byte:
			n = max(n, len(a))
		}
	}
	if n < 0 {
		return
	}
	for i, r := range res {
		if field, v, ok := outside(reflect.ValueOf(r), n, 3); ok {
			rec.give(wire.GivenOutside, fmt.Sprintf("%s %d in result %d of synthesized %s, handed %d bytes", field, v, i+1, name, n))
			return
		}
	}
}

// outside finds, depth levels into v (pointers, structs, the first
// elements of slices), a match: a struct with an end and a start or a
// length (Left and Right; end and len), whose integer end or start lies
// outside [0, n].
func outside(v reflect.Value, n, depth int) (field string, at int64, found bool) {
	defer func() {
		if recover() != nil {
			found = false
		}
	}()
	for hops := 0; v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface; hops++ {
		if v.IsNil() || hops > 4 {
			return "", 0, false
		}
		v = v.Elem()
	}
	if depth <= 0 {
		return "", 0, false
	}
	switch v.Kind() {
	case reflect.Struct:
		if field, at, found := matchOutside(v, n); found {
			return field, at, true
		}
		for i := 0; i < v.NumField() && i < 16; i++ {
			if field, at, found := outside(v.Field(i), n, depth-1); found {
				return field, at, true
			}
		}
	case reflect.Slice, reflect.Array:
		v = settled(v)
		for i := 0; i < v.Len() && i < 16; i++ {
			if field, at, found := outside(v.Index(i), n, depth-1); found {
				return field, at, true
			}
		}
	}
	return "", 0, false
}

// matchOutside reports the position field of v, a struct, outside [0,
// n], if v is a match: it has an end, and a start or a length.
func matchOutside(v reflect.Value, n int) (string, int64, bool) {
	t := v.Type()
	var ends, starts []int
	sized := false
	for i := 0; i < t.NumField() && i < 16; i++ {
		if !v.Field(i).CanInt() {
			continue
		}
		switch name := t.Field(i).Name; {
		case endRE.MatchString(name):
			ends = append(ends, i)
		case startRE.MatchString(name):
			starts = append(starts, i)
		case lenRE.MatchString(name):
			sized = true
		}
	}
	if len(ends) == 0 || len(starts) == 0 && !sized {
		return "", 0, false
	}
	for _, i := range append(ends, starts...) {
		if x := v.Field(i).Int(); x < 0 || x > int64(n) {
			return t.Field(i).Name, x, true
		}
	}
	return "", 0, false
}
