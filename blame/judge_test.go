package blame_test

import (
	"testing"

	"github.com/hogen-go/hogen/blame"
	"github.com/hogen-go/hogen/blame/wire"
)

// TestJudge is the table of blame, row by row: each rule of Judge, with
// the facts that make it decide, and the facts next to them that do not.
func TestJudge(t *testing.T) {
	given := func(f wire.Facts, g ...string) wire.Facts {
		for _, x := range g {
			f.Give(x)
		}
		return f
	}
	clause := func(kw, callee string) wire.Facts {
		return wire.Facts{Event: wire.EvClause, Keyword: kw, Callee: callee}
	}
	pkgPanic := func(class string) wire.Facts { return wire.Facts{Event: wire.EvPanic, Panic: class} }
	for _, tc := range []struct {
		name  string
		f     wire.Facts
		blame blame.Blame
		kind  blame.Kind
		rule  string
	}{
		{"requires of the package", clause("requires", wire.CalleePackage), blame.Generator, 0, "precondition"},
		{"requires of a callback, delegated", func() wire.Facts {
			f := clause("requires", wire.CalleeSynthesized)
			f.Delegated = true
			return f
		}(), blame.Generator, 0, "delegated"},
		{"requires of a callback", clause("requires", wire.CalleeSynthesized), blame.Program, blame.Precondition, "callback precondition"},
		{"ensures of a callback out of fuel", func() wire.Facts {
			f := clause("ensures", wire.CalleeSynthesized)
			f.OutOfFuel = true
			return f
		}(), blame.Generator, 0, "out of fuel"},
		{"ensures of a callback", clause("ensures", wire.CalleeSynthesized), blame.Generator, 0, "synthesized broke its word"},
		{"ensures after a sandbox denial", func() wire.Facts {
			f := clause("ensures", wire.CalleePackage)
			f.Denied = "open /etc/x: permission denied"
			return f
		}(), blame.Generator, 0, "sandbox"},
		{"ensures of the package", clause("ensures", wire.CalleePackage), blame.Program, blame.Postcondition, "postcondition"},
		{"invariant", clause("invariant", wire.CalleePackage), blame.Program, blame.Invariant, "invariant"},
		{"a clause derefs a nil given", given(wire.Facts{Event: wire.EvContractPanic, Panic: wire.PanicNil}, wire.GivenNil), blame.Generator, 0, "contract nil"},
		{"a clause panics", wire.Facts{Event: wire.EvContractPanic, Panic: wire.PanicNil}, blame.Contract, blame.ContractFault, "contract fault"},
		{"the harness fails on a value unsafe code made of a nil", given(wire.Facts{Event: wire.EvCorrupt}, wire.GivenNil), blame.Generator, 0, "corrupt"},
		{"the harness fails on a value unsafe code made", wire.Facts{Event: wire.EvCorrupt}, blame.Program, blame.Panic, "corrupt value"},
		{"a deliberate panic", pkgPanic(wire.PanicValue), blame.Generator, 0, "deliberate"},
		{"a documented panic", func() wire.Facts {
			f := pkgPanic(wire.PanicBounds)
			f.Documented = "It panics if the slice is not large enough."
			return f
		}(), blame.Generator, 0, "documented"},
		{"nil deref after a nil", given(pkgPanic(wire.PanicNil), wire.GivenNil), blame.Generator, 0, "nil"},
		{"nil deref after a zero value", given(pkgPanic(wire.PanicNil), wire.GivenZero), blame.Generator, 0, "nil"},
		{"nil deref with no nil given", given(pkgPanic(wire.PanicNil), wire.GivenHuge), blame.Program, blame.Panic, "panic"},
		{"nil deref on a result that came with an error", given(pkgPanic(wire.PanicNil), wire.GivenErrored), blame.Generator, 0, "errored"},
		{"a hang on a result that came with an error", given(wire.Facts{Event: wire.EvHang}, wire.GivenErrored), blame.Generator, 0, "errored"},
		{"a second Close panics", given(pkgPanic(wire.PanicClosed), wire.GivenReclosed), blame.Generator, 0, "closed twice"},
		{"a first Close panics", pkgPanic(wire.PanicClosed), blame.Program, blame.Panic, "panic"},
		{"bounds after a negative", given(pkgPanic(wire.PanicBounds), wire.GivenNegative), blame.Generator, 0, "negative"},
		{"bounds with no negative", pkgPanic(wire.PanicBounds), blame.Program, blame.Panic, "panic"},
		{"bounds after an index past the length", given(pkgPanic(wire.PanicBounds), wire.GivenBeyond), blame.Generator, 0, "beyond"},
		{"bounds after a synthesized Finder's match past its text", given(pkgPanic(wire.PanicBounds), wire.GivenOutside), blame.Generator, 0, "outside"},
		{"a nil deref after a match past the text", given(pkgPanic(wire.PanicNil), wire.GivenOutside), blame.Program, blame.Panic, "panic"},
		{"a nil deref after an index past the length", given(pkgPanic(wire.PanicNil), wire.GivenBeyond), blame.Program, blame.Panic, "panic"},
		{"bounds in a hand-built value with an empty list", given(pkgPanic(wire.PanicBounds), wire.GivenEmptyPart), blame.Program, blame.Panic, "empty part"},
		{"a nil deref in a hand-built value with an empty list", given(pkgPanic(wire.PanicNil), wire.GivenEmptyPart), blame.Program, blame.Panic, "panic"},
		{"bounds after a range whose start is past its end", given(pkgPanic(wire.PanicBounds), wire.GivenReversed), blame.Generator, 0, "reversed"},
		{"a nil deref after a reversed range", given(pkgPanic(wire.PanicNil), wire.GivenReversed), blame.Program, blame.Panic, "panic"},
		{"an index past a string of another shape than the tests'", given(pkgPanic(wire.PanicBounds), wire.GivenMalformed), blame.Generator, 0, "malformed"},
		{"a conversion after a string of another shape than the tests'", given(pkgPanic(wire.PanicConversion), wire.GivenMalformed), blame.Program, blame.Panic, "panic"},
		{"an index past an empty queue in its Peek", given(pkgPanic(wire.PanicBounds), wire.GivenTakenEmpty), blame.Generator, 0, "taken empty"},
		{"a nil head of an empty list in its Front", given(pkgPanic(wire.PanicNil), wire.GivenTakenEmpty), blame.Generator, 0, "taken empty"},
		{"a division in a Peek of an empty queue", given(pkgPanic(wire.PanicDivide), wire.GivenTakenEmpty), blame.Program, blame.Panic, "panic"},
		{"bounds after a value of another type than the doc's", given(pkgPanic(wire.PanicBounds), wire.GivenMistyped), blame.Generator, 0, "mistyped"},
		{"a crash after a walk's function changed what it walks", given(wire.Facts{Event: wire.EvCrash}, wire.GivenVisited), blame.Generator, 0, "visited"},
		{"a nil deref after a walk's function changed what it walks", given(pkgPanic(wire.PanicNil), wire.GivenVisited), blame.Generator, 0, "visited"},
		{"a hang after a walk's function called what it walks", given(wire.Facts{Event: wire.EvHang}, wire.GivenVisited), blame.Program, blame.Hang, "visitor waits"},
		{"a nil deref on a pooled value before its Reset", given(pkgPanic(wire.PanicNil), wire.GivenUnreset), blame.Generator, 0, "unreset"},
		{"makechan after a negative size", given(pkgPanic(wire.PanicSize), wire.GivenNegativeSize), blame.Generator, 0, "negative size"},
		{"a hang after a negative size", given(wire.Facts{Event: wire.EvHang}, wire.GivenNegativeSize), blame.Generator, 0, "negative size"},
		{"a panic after a method the tests never call on a hand-built value", given(pkgPanic(wire.PanicBounds), wire.GivenLiteralUse), blame.Generator, 0, "hand-built use"},
		{"a nil dereference in a method of a part its owner never wired", given(pkgPanic(wire.PanicNil), wire.GivenUnwired), blame.Generator, 0, "unwired"},
		{"a bounds panic on parallel slices of different lengths", given(pkgPanic(wire.PanicBounds), wire.GivenMismatched), blame.Generator, 0, "mismatched"},
		{"a nil dereference with parallel slices of different lengths is the package's", given(pkgPanic(wire.PanicNil), wire.GivenMismatched), blame.Program, blame.Panic, "panic"},
		{"a bounds panic after a route path without its \"/\"", given(pkgPanic(wire.PanicBounds), wire.GivenUnrooted), blame.Generator, 0, "unrooted"},
		{"a bounds panic of a part its owner never wired is the package's", given(pkgPanic(wire.PanicBounds), wire.GivenUnwired), blame.Program, blame.Panic, "panic"},
		{"a nil dereference on a value made not started, before its Start", given(pkgPanic(wire.PanicNil), wire.GivenUnstarted), blame.Generator, 0, "unstarted"},
		{"an index panic on a value made not started is the package's", given(pkgPanic(wire.PanicBounds), wire.GivenUnstarted), blame.Program, blame.Panic, "panic"},
		{"makeslice after a negative float", given(pkgPanic(wire.PanicSize), wire.GivenNegativeFloat), blame.Generator, 0, "negative float"},
		{"an index out of range after a negative float", given(pkgPanic(wire.PanicBounds), wire.GivenNegativeFloat), blame.Program, blame.Panic, "panic"},
		{"makeslice after a huge", given(pkgPanic(wire.PanicSize), wire.GivenHuge), blame.Generator, 0, "huge"},
		{"a crash after a huge", given(wire.Facts{Event: wire.EvCrash, Panic: wire.PanicMemory}, wire.GivenHuge), blame.Generator, 0, "huge"},
		{"a nil deref after a huge", given(pkgPanic(wire.PanicNil), wire.GivenHuge), blame.Program, blame.Panic, "panic"},
		{"stack overflow after self", given(wire.Facts{Event: wire.EvCrash, Panic: wire.PanicStack}, wire.GivenSelf), blame.Generator, 0, "self"},
		{"stack overflow", wire.Facts{Event: wire.EvCrash, Panic: wire.PanicStack}, blame.Program, blame.Crash, "crash"},
		{"unhashable after an uncomparable", given(pkgPanic(wire.PanicUnhashable), wire.GivenUncomparable), blame.Generator, 0, "uncomparable"},
		{"unhashable of the package's own", pkgPanic(wire.PanicUnhashable), blame.Program, blame.Panic, "panic"},
		{"conversion of a foreign value", given(pkgPanic(wire.PanicConversion), wire.GivenForeign), blame.Generator, 0, "foreign"},
		{"a func looked up under a key never registered", given(pkgPanic(wire.PanicNil), wire.GivenUnregistered), blame.Generator, 0, "unregistered"},
		{"a standard type's method the program called", given(pkgPanic(wire.PanicBounds), wire.GivenOutsider), blame.Generator, 0, "outsider"},
		{"conversion of what another operation registered under the name", given(pkgPanic(wire.PanicConversion), wire.GivenRenamed), blame.Generator, 0, "one name"},
		{"a name reused, and a nil dereference", given(pkgPanic(wire.PanicNil), wire.GivenRenamed), blame.Program, blame.Panic, "panic"},
		{"conversion of the package's own", given(pkgPanic(wire.PanicConversion), wire.GivenNil), blame.Program, blame.Panic, "panic"},
		{"a hang retrying a failing callback", given(wire.Facts{Event: wire.EvHang}, wire.GivenRetried), blame.Generator, 0, "retried"},
		{"a panic after retries", given(pkgPanic(wire.PanicBounds), wire.GivenRetried), blame.Program, blame.Panic, "panic"},
		{"a hang in a blocking operation", given(wire.Facts{Event: wire.EvHang}, wire.GivenBlocking), blame.Generator, 0, "blocks by design"},
		{"a crash in a blocking operation", given(wire.Facts{Event: wire.EvCrash, Panic: wire.PanicBounds}, wire.GivenBlocking), blame.Program, blame.Crash, "crash"},
		{"a close of a closed channel handed in", given(wire.Facts{Event: wire.EvCrash, Panic: wire.PanicClosed}, wire.GivenClosedChan), blame.Generator, 0, "closed channel"},
		{"a bounds panic after a closed channel", given(pkgPanic(wire.PanicBounds), wire.GivenClosedChan), blame.Program, blame.Panic, "panic"},
		{"a crash after a crossed value", given(wire.Facts{Event: wire.EvCrash, Panic: wire.PanicClosed}, wire.GivenCrossed), blame.Generator, 0, "crossed"},
		{"an oracle after a crossed value", given(wire.Facts{Event: wire.EvOracle, Panic: wire.PanicBounds}, wire.GivenCrossed), blame.Program, blame.Panic, "oracle"},
		{"a panic of an unguarded call", given(pkgPanic(wire.PanicNil), wire.GivenUnguarded), blame.Generator, 0, "unguarded"},
		{"a bounds panic after a zero value's method its tests never call", given(pkgPanic(wire.PanicBounds), wire.GivenZeroUse), blame.Generator, 0, "zero use"},
		{"an exit the package documents", given(wire.Facts{Event: wire.EvCrash, Panic: wire.PanicOther}, wire.GivenExits), blame.Generator, 0, "documented exit"},
		{"an exit the package does not document", wire.Facts{Event: wire.EvCrash, Panic: wire.PanicOther}, blame.Program, blame.Crash, "crash"},
		{"a send on a closed channel after Stop", given(pkgPanic(wire.PanicClosed), wire.GivenStopped), blame.Generator, 0, "after stop"},
		{"a nil map in a method called after Close", given(pkgPanic(wire.PanicNil), wire.GivenStoppedRecv), blame.Generator, 0, "after stop"},
		{"a nil map in a method under way when Close ran", given(pkgPanic(wire.PanicNil), wire.GivenStopped), blame.Program, blame.Panic, "panic"},
		{"a send on a closed channel with no Stop before", pkgPanic(wire.PanicClosed), blame.Program, blame.Panic, "panic"},
		{"an os.Exit of the code under test", wire.Facts{Event: wire.EvCrash, Panic: wire.PanicExit}, blame.Generator, 0, "deliberate exit"},
		{"a Goexit the package documents", given(wire.Facts{Event: wire.EvGoexit}, wire.GivenGoexits), blame.Generator, 0, "documented goexit"},
		{"a Goexit the package does not document", wire.Facts{Event: wire.EvGoexit}, blame.Program, blame.Goexit, "goexit"},
		{"a panic after the end of use", given(pkgPanic(wire.PanicClosed), wire.GivenEnded), blame.Generator, 0, "ended"},
		{"a crash after the end of use", given(wire.Facts{Event: wire.EvCrash, Panic: wire.PanicClosed}, wire.GivenEnded), blame.Generator, 0, "ended"},
		{"a busy hang after an empty slice", func() wire.Facts {
			f := given(wire.Facts{Event: wire.EvHang}, wire.GivenEmpty)
			f.Busy = true
			return f
		}(), blame.Program, blame.Hang, "empty"},
		{"a parked hang after an empty slice", given(wire.Facts{Event: wire.EvHang}, wire.GivenEmpty), blame.Program, blame.Hang, "hang"},
		{"a stack overflow after an implementation as any", given(wire.Facts{Event: wire.EvCrash, Panic: wire.PanicStack}, wire.GivenReflected), blame.Generator, 0, "reflected"},
		{"a busy hang after an implementation as any", func() wire.Facts {
			f := given(wire.Facts{Event: wire.EvHang}, wire.GivenReflected)
			f.Busy = true
			return f
		}(), blame.Generator, 0, "reflected"},
		{"a deadlock after an implementation as any", given(wire.Facts{Event: wire.EvHang}, wire.GivenReflected), blame.Program, blame.Hang, "hang"},
		{"one output given twice, closed twice", given(pkgPanic(wire.PanicClosed), wire.GivenDuplicate), blame.Generator, 0, "duplicate"},
		{"one output given twice, a nil after", given(pkgPanic(wire.PanicNil), wire.GivenDuplicate), blame.Program, blame.Panic, "panic"},
		{"an iterator advanced after its collection changed", given(pkgPanic(wire.PanicNil), wire.GivenStale), blame.Generator, 0, "stale iterator"},
		{"a slice used after a method returned it resliced", given(pkgPanic(wire.PanicNil), wire.GivenResliced), blame.Generator, 0, "resliced"},
		{"a Pop with no Push before it", given(pkgPanic(wire.PanicBounds), wire.GivenUnpaired), blame.Generator, 0, "unpaired"},
		{"an index past a synthesized Alloc's slice", given(pkgPanic(wire.PanicBounds), wire.GivenShaped), blame.Program, blame.Panic, "shaped result"},
		{"a float64 read from 2 bytes", given(pkgPanic(wire.PanicBounds), wire.GivenShortBuffer), blame.Program, blame.Panic, "short buffer"},
		{"UnmarshalJSON of bytes that are no JSON", given(pkgPanic(wire.PanicBounds), wire.GivenNotJSON), blame.Generator, 0, "not json"},
		{"a task waits for its own pool", given(pkgPanic(wire.PanicClosed), wire.GivenSelfWait), blame.Generator, 0, "waits for itself"},
		{"a hang of a task that waits for its own pool", given(wire.Facts{Event: wire.EvHang}, wire.GivenSelfWait), blame.Generator, 0, "waits for itself"},
		{"an oracle after a self-wait", given(wire.Facts{Event: wire.EvOracle, Panic: wire.PanicNil}, wire.GivenSelfWait), blame.Program, blame.Panic, "oracle"},
		{"a clause after the end of use", given(clause("ensures", wire.CalleePackage), wire.GivenEnded), blame.Program, blame.Postcondition, "postcondition"},
		{"divide after an empty", given(pkgPanic(wire.PanicDivide), wire.GivenEmpty), blame.Program, blame.Panic, "empty"},
		{"makeslice after an empty count", given(pkgPanic(wire.PanicSize), wire.GivenEmpty), blame.Program, blame.Panic, "empty"},
		{"a callback's index after a beyond", given(clause("requires", wire.CalleeSynthesized), wire.GivenBeyond), blame.Generator, 0, "index of a callback"},
		{"a callback's index after a huge Len", given(clause("requires", wire.CalleeSynthesized), wire.GivenHuge), blame.Generator, 0, "index of a callback"},
		{"a nil before Init", given(pkgPanic(wire.PanicNil), wire.GivenUnprepared), blame.Generator, 0, "unprepared"},
		{"a clause before Init", given(clause("ensures", wire.CalleePackage), wire.GivenUnprepared), blame.Program, blame.Postcondition, "postcondition"},
		{"a hang while an iterator is unreleased", given(wire.Facts{Event: wire.EvHang}, wire.GivenUnreleased), blame.Generator, 0, "unreleased"},
		{"a panic while an iterator is unreleased", given(pkgPanic(wire.PanicNil), wire.GivenUnreleased), blame.Program, blame.Panic, "panic"},
		{"an index past an object of size 0", given(pkgPanic(wire.PanicBounds), wire.GivenZeroSize), blame.Program, blame.Panic, "zero size"},
		{"a stack overflow in an object of size 0", given(wire.Facts{Event: wire.EvCrash, Panic: wire.PanicStack}, wire.GivenZeroSize), blame.Program, blame.Crash, "zero size"},
		{"a nil after an object of size 0", given(pkgPanic(wire.PanicNil), wire.GivenZeroSize), blame.Program, blame.Panic, "panic"},
		{"a panic after the receiver as its own argument", given(pkgPanic(wire.PanicBounds), wire.GivenReceiverArg), blame.Program, blame.Panic, "receiver as argument"},
		{"a nil receiver-argument panics, as nil", given(pkgPanic(wire.PanicNil), wire.GivenReceiverArg, wire.GivenNil), blame.Generator, 0, "nil"},
		{"the last of an empty slice handed over", given(pkgPanic(wire.PanicLastIndex), wire.GivenEmpty), blame.Program, blame.Panic, "empty"},
		{"the last of an empty slice of the package's own", pkgPanic(wire.PanicLastIndex), blame.Program, blame.Panic, "panic"},
		{"index -1 after a negative", given(pkgPanic(wire.PanicLastIndex), wire.GivenNegative), blame.Generator, 0, "negative"},
		{"a hang", wire.Facts{Event: wire.EvHang}, blame.Program, blame.Hang, "hang"},
		{"a hang after a nil", given(wire.Facts{Event: wire.EvHang}, wire.GivenNil), blame.Program, blame.Hang, "hang"},
		{"a crash", wire.Facts{Event: wire.EvCrash, Panic: wire.PanicNil}, blame.Program, blame.Crash, "crash"},
		{"a crash after a nil", given(wire.Facts{Event: wire.EvCrash, Panic: wire.PanicNil}, wire.GivenNil), blame.Generator, 0, "nil"},
		{"goexit", wire.Facts{Event: wire.EvGoexit}, blame.Program, blame.Goexit, "goexit"},
		{"String panics", wire.Facts{Event: wire.EvOracle, Panic: wire.PanicBounds}, blame.Program, blame.Panic, "oracle"},
		{"String panics on a nil given", given(wire.Facts{Event: wire.EvOracle, Panic: wire.PanicNil}, wire.GivenNil), blame.Generator, 0, "nil"},
		{"a runtime error", pkgPanic(wire.PanicOther), blame.Program, blame.Panic, "panic"},
	} {
		v := blame.Judge(&tc.f, "detail")
		if v.Blame != tc.blame || v.Kind != tc.kind || v.Rule != tc.rule || v.Why == "" {
			t.Errorf("%s: Judge(%+v) = %+v; want %s %v by %q", tc.name, tc.f, v, tc.blame, tc.kind, tc.rule)
		}
		if v.Suspicious != (tc.rule == "empty" || tc.rule == "empty part" || tc.rule == "zero size" || tc.rule == "visitor waits" || tc.rule == "receiver as argument" || tc.rule == "shaped result" || tc.rule == "short buffer" || tc.rule == "corrupt value") {
			t.Errorf("%s: suspicious = %v", tc.name, v.Suspicious)
		}
	}
}

// TestJudgeRulesTested: every rule of the table has a row above (the
// names are listed here so that a new rule without a row fails).
func TestJudgeRulesTested(t *testing.T) {
	tested := map[string]bool{
		"precondition": true, "delegated": true, "callback precondition": true, "out of fuel": true,
		"synthesized broke its word": true, "sandbox": true, "postcondition": true, "invariant": true,
		"contract nil": true, "contract fault": true, "corrupt": true, "corrupt value": true, "deliberate": true, "documented": true, "nil": true,
		"errored": true, "closed twice": true, "negative": true, "beyond": true, "outside": true, "reversed": true, "taken empty": true, "malformed": true, "mistyped": true, "visited": true, "unreset": true, "visitor waits": true, "negative size": true, "negative float": true, "hand-built use": true, "unwired": true, "unstarted": true, "mismatched": true, "unrooted": true, "huge": true, "self": true, "uncomparable": true,
		"foreign": true, "outsider": true, "unregistered": true, "one name": true, "retried": true, "closed channel": true, "after stop": true, "crossed": true, "unguarded": true, "ended": true, "documented exit": true, "deliberate exit": true, "zero use": true, "documented goexit": true, "waits for itself": true, "stale iterator": true, "resliced": true, "unpaired": true, "shaped result": true, "short buffer": true, "not json": true, "duplicate": true, "reflected": true, "blocks by design": true, "empty": true, "empty part": true, "zero size": true, "unreleased": true, "unprepared": true, "index of a callback": true, "receiver as argument": true, "hang": true, "crash": true, "goexit": true, "oracle": true, "panic": true,
	}
	for _, r := range blame.Rules() {
		if !tested[r] {
			t.Errorf("rule %q has no row in TestJudge", r)
		}
	}
}

func TestPanicClass(t *testing.T) {
	for msg, want := range map[string]string{
		"runtime error: invalid memory address or nil pointer dereference":                    wire.PanicNil,
		"assignment to entry in nil map":                                                      wire.PanicNil,
		"runtime error: hash of unhashable type []int":                                        wire.PanicUnhashable,
		"runtime error: comparing uncomparable type []uint8":                                  wire.PanicUncomparable,
		"interface conversion: llrb.Item is *main.proxy0, not llrb.Int":                       wire.PanicConversion,
		"runtime error: makeslice: len out of range":                                          wire.PanicSize,
		"makechan: size out of range":                                                         wire.PanicSize,
		"runtime error: index out of range [3] with length 3":                                 wire.PanicBounds,
		"runtime error: integer divide by zero":                                               wire.PanicDivide,
		"fatal error: stack overflow":                                                         wire.PanicStack,
		"runtime: goroutine stack exceeds 1000000000-byte limit":                              wire.PanicStack,
		"fatal error: concurrent map writes":                                                  wire.PanicConcurrent,
		"panic: send on closed channel":                                                       wire.PanicClosed,
		"fatal error: all goroutines are asleep - deadlock!":                                  wire.PanicOther,
		"runtime error: slice bounds out of range [:3] with capacity 0":                       wire.PanicBounds,
		"panic: runtime error: invalid memory address or nil pointer dereference [recovered]": wire.PanicNil,
		"panic: non-positive interval for NewTicker":                                          wire.PanicValue,
		"fatal error: sync: Unlock of unlocked RWMutex":                                       wire.PanicValue,
		"fatal error: go of nil func value":                                                   wire.PanicNil,
		"value method example.com/tree.Pair.Compare called using nil *Pair pointer":           wire.PanicNil,
		"panic: runtime error: integer divide by zero [recovered]":                            wire.PanicDivide,
	} {
		if got := wire.PanicClass(msg); got != want {
			t.Errorf("PanicClass(%q) = %q, want %q", msg, got, want)
		}
	}
}

// TestTypedNilRoot: a nil dereference on a nil pointer in a non-nil
// interface is one root cause, the value's, whichever method met it:
// the findings of two methods share a key.
func TestTypedNilRoot(t *testing.T) {
	f := wire.Facts{Event: wire.EvPanic, Panic: wire.PanicNil, TypedNil: "*getopt.option"}
	v := blame.Judge(&f, "")
	if v.Blame != blame.Program || v.Root == "" {
		t.Fatalf("verdict %+v, want the program's, with a root", v)
	}
	a := blame.Signature{Blame: blame.Program, Kind: blame.Panic, Party: "getopt.(*option).IsSet", Site: v.Root, Rooted: true}
	b := a
	b.Party = "getopt.(*option).Count"
	if a.Key() != b.Key() {
		t.Errorf("keys %v and %v differ: two findings for one typed nil", a.Key(), b.Key())
	}
	if plain := blame.Judge(&wire.Facts{Event: wire.EvPanic, Panic: wire.PanicNil}, ""); plain.Root != "" {
		t.Errorf("root %q of a nil dereference without a typed nil", plain.Root)
	}
}
