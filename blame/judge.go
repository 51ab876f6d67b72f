package blame

import (
	"fmt"

	"github.com/hogen-go/hogen/blame/wire"
	"github.com/hogen-go/hogen/contracts"
)

// Verdict is what Judge, and Decide, decide of a program that went
// wrong.
type Verdict struct {
	// Status is wire.StatusDiscard when the generator is at fault, else
	// wire.StatusFinding. It is "" only for a program that ran long (see
	// RanLong) while its verdict waits: on its stacks when Stacks says
	// so, on its end otherwise.
	Status wire.Status
	Blame  Blame
	Kind   Kind   // the kind of finding; 0 for a discard
	Rule   string // the rule that decided
	// Why is, for a discard, why the generator is at fault, and for a
	// finding the evidence: why it is the package's fault, in one line.
	Why string
	// Suspicious: a finding that rests on a weak rule only; it is not
	// counted in the exit status and shown only when asked for.
	Suspicious bool
	// AvoidNil: a discard that the program's nils explain. Feedback
	// teaches the generator to hand fewer nils to the parameters that
	// took them in such programs and in few clean ones (a nil that a
	// goroutine of the package calls costs a new process each time).
	AvoidNil bool
	// Costly: a discard of a program that cost far more than a program
	// in the call the outcome names: it waited there by design until it
	// was given up (a read with no peer, a Get of an empty queue, a
	// sleep), for no lock. Feedback teaches the generator to call an
	// operation that does so often less. (An exit of the process would
	// be one too, but the outcome of a process that died names no call.)
	Costly bool
	// Cause is what the counts of discards count a discard as: the rule,
	// or "blocked" for a wait judged by the goroutines' states.
	Cause string
	// Message and Site, for a finding told by the goroutines' states
	// (a deadlock), replace the harness's: the message is Why, the site
	// the line where the lock is awaited. "" keeps the harness's.
	Message, Site string
	// Root, for a finding, is what identifies its root cause where its
	// kind's own identity would split it: the package's call of a
	// callback that waits for the lock the package holds, one bug
	// whichever of the program's operations led there; the nil pointer a
	// non-nil interface wraps, one bug whichever of its methods met it.
	// "" otherwise.
	Root string
	// Stacks: the program ran long (RanLong), and its goroutines' stacks
	// decide: stop it with them now, and decide again (Hung).
	Stacks bool
}

// A rule is one row of the table Judge reads: the first row whose test
// holds gives the verdict.
type rule struct {
	name  string
	test  func(*wire.Facts) bool
	blame Blame
	flags ruleFlags
	// why states the convention (Go's, the package's documentation's,
	// or SPEC's) that makes the verdict right; %s is the detail.
	why string
}

// ruleFlags qualify a rule's verdict.
type ruleFlags uint8

const (
	// suspicious: a finding that rests on a weak rule only.
	suspicious ruleFlags = 1 << iota
	// overruled: the goroutines' stacks overrule the verdict when hogen
	// has them. An operation that blocks by design is told from a
	// deadlock in its callback only by them.
	overruled
	// teachesNil: the nils the program handed the package caused the
	// discard, and the generator learns to hand the parameters that
	// took them fewer (Verdict.AvoidNil).
	teachesNil
	// teachesCost: the program waited by design in the call under way,
	// and the generator learns to call its operation less
	// (Verdict.Costly).
	teachesCost
)

func clause(kw contracts.Keyword, callee string) func(*wire.Facts) bool {
	return func(f *wire.Facts) bool {
		return f.Event == wire.EvClause && f.Keyword == kw.String() && (callee == "" || f.Callee == callee)
	}
}

func event(ev string) func(*wire.Facts) bool {
	return func(f *wire.Facts) bool { return f.Event == ev }
}

// panicked reports whether the facts are of a panic (or a crash, or a
// hang when classes include "") of one of the classes, after the program
// handed the package one of given.
func panicked(classes []string, given ...string) func(*wire.Facts) bool {
	return func(f *wire.Facts) bool {
		match := false
		for _, c := range classes {
			if f.Panic == c || c == "" && (f.Event == wire.EvHang || f.Event == wire.EvCrash) {
				match = true
			}
		}
		if !match {
			return false
		}
		for _, g := range given {
			if f.Has(g) {
				return true
			}
		}
		return len(given) == 0
	}
}

// failed reports whether the facts are of one of events, after the
// program handed the package given.
func failed(given string, events ...string) func(*wire.Facts) bool {
	return func(f *wire.Facts) bool {
		for _, ev := range events {
			if f.Event == ev {
				return f.Has(given)
			}
		}
		return false
	}
}

var (
	rangeClasses = []string{wire.PanicBounds, wire.PanicLastIndex, wire.PanicSize}
	sizeClasses  = []string{wire.PanicBounds, wire.PanicLastIndex, wire.PanicSize, wire.PanicMemory, wire.PanicStack, ""}
)

// rules is the table of blame. The generator is at fault when its
// program broke a rule a Go programmer follows without being told: the
// verdicts that blame it come first, and what is left is the package's.
// Each row is tested in judge_test.go and has a testdata package on each
// side of it (testdata/blame).
var rules = []rule{
	// The contract clauses, by SPEC section 2: polarity flips with each
	// arrow.
	{"precondition", clause(contracts.Requires, wire.CalleePackage), Generator, 0,
		"the program broke the documented requires of an operation it called%s"},
	{"delegated", func(f *wire.Facts) bool { return clause(contracts.Requires, wire.CalleeSynthesized)(f) && f.Delegated }, Generator, 0,
		"a synthesized implementation passed a call on to the one it embeds and broke its requires%s"},
	{"index of a callback", func(f *wire.Facts) bool {
		return clause(contracts.Requires, wire.CalleeSynthesized)(f) && (f.Has(wire.GivenBeyond) || f.Has(wire.GivenNegative) || f.Has(wire.GivenHuge))
	}, Generator, 0,
		"the package broke a precondition of a synthesized body (%s) after the program handed it an index outside the value it indexes, a negative or a huge number (heap.Fix(h, i) with i not below h.Len(), a Len of 1<<63): the package passed on what it was given"},
	{"callback precondition", clause(contracts.Requires, wire.CalleeSynthesized), Program, 0,
		"the package called back a function it was handed without meeting that function's documented requires%s"},
	{"out of fuel", func(f *wire.Facts) bool {
		return f.Event == wire.EvClause && f.Callee == wire.CalleeSynthesized && f.OutOfFuel
	}, Generator, 0,
		"a synthesized body ran out of fuel, and the zero values it returned break its ensures%s"},
	{"synthesized broke its word", func(f *wire.Facts) bool { return f.Event == wire.EvClause && f.Callee == wire.CalleeSynthesized }, Generator, 0,
		"a synthesized body broke its own ensures%s"},
	// What the sandbox refused (a write outside the scratch directory, a
	// connection, more than its limits) explains what follows.
	{"sandbox", func(f *wire.Facts) bool { return f.Denied != "" }, Generator, 0,
		"the sandbox refused the package a file outside its scratch directory, the network or more than its limits (%s), and what followed is the sandbox's doing"},
	{"postcondition", clause(contracts.Ensures, ""), Program, 0,
		"the operation returned and its documented ensures is false%s"},
	{"invariant", clause(contracts.Invariant, ""), Program, 0,
		"the type's documented invariant is false after the operation%s"},
	{"contract nil", func(f *wire.Facts) bool {
		return f.Event == wire.EvContractPanic && (f.Has(wire.GivenNil) || f.Has(wire.GivenZero))
	}, Generator, 0,
		"the clause dereferenced a nil the program passed%s"},
	{"contract fault", event(wire.EvContractPanic), Contract, 0,
		"the documentation's own expression panicked%s"},
	{"corrupt", func(f *wire.Facts) bool {
		return f.Event == wire.EvCorrupt && (f.Has(wire.GivenNil) || f.Has(wire.GivenZero) || f.Has(wire.GivenForeign) || f.Has(wire.GivenCrossed) || f.Has(wire.GivenEnded) || f.Has(wire.GivenStale))
	}, Generator, 0,
		"hogen's harness failed on a value the package handed the program, the package imports unsafe, and the program had handed it a nil, a zero value, a foreign or a used-up one (%s): memory its unsafe code made of what it was wrongly given"},
	{"corrupt value", event(wire.EvCorrupt), Program, suspicious,
		"the package, which imports unsafe, handed the program a value that points nowhere, on which hogen's harness failed (%s)"},
	// Panics the program caused.
	{"deliberate", func(f *wire.Facts) bool { return f.Panic == wire.PanicValue }, Generator, 0,
		"the package panicked with a value of its own (%s): Go code panics on purpose to reject a misuse it cannot report otherwise (Effective Go, \"Panic\")"},
	{"documented", func(f *wire.Facts) bool { return f.Documented != "" && f.Event != wire.EvOracle }, Generator, 0,
		"the operation's doc, or that of a function of the package it passed the program's values on to, says it panics, or states what it requires or assumes of its input (%s)"},
	{"unregistered", panicked([]string{wire.PanicNil}, wire.GivenUnregistered), Generator, 0,
		"the package called a function it looked up in a registry its callers fill, under a key that no call had registered (%s): it calls what it was given, and the program had given nothing under that key"},
	{"nil", panicked([]string{wire.PanicNil}, wire.GivenNil, wire.GivenZero), Generator, teachesNil,
		"the program handed the package a nil, or a struct with nil fields it built by hand instead of with the package's constructor (%s): Go APIs take nil only where their docs say so"},
	{"errored", func(f *wire.Facts) bool {
		return f.Has(wire.GivenErrored) && (f.Event == wire.EvPanic || f.Event == wire.EvCrash || f.Event == wire.EvHang || f.Event == wire.EvOracle)
	}, Generator, 0,
		"the program used a result of a call that had returned an error (%s): by Go's convention the other results are then not to be used"},
	{"closed twice", failed(wire.GivenReclosed, wire.EvPanic, wire.EvCrash, wire.EvHang), Generator, 0,
		"the program called Close, Stop or Shutdown, or a method whose doc says to call it once, a second time, or started a value again, or from inside its own run (%s): \"the behavior of Close after the first call is undefined\" (io.Closer), and a Start with no error to refuse a second one runs a second copy of the work over one state (httptest.Server's Start panics \"already started\")"},
	{"negative", panicked(rangeClasses, wire.GivenNegative), Generator, 0,
		"the program passed a negative count or index (%s): Go's APIs, like its slices, take counts and indexes that are not negative, mostly without saying so"},
	{"beyond", panicked(rangeClasses, wire.GivenBeyond), Generator, 0,
		"the program passed an index or position past its receiver's length (%s): Go's accessors, like its slices, take indexes in range unless their docs say what they do with others"},
	{"malformed", panicked([]string{wire.PanicBounds, wire.PanicLastIndex, wire.PanicSize, wire.PanicNil, wire.PanicDivide}, wire.GivenMalformed), Generator, 0,
		"the program passed a string outside the syntax the package's tests and examples always use for that parameter (%s), to a function with no error result to refuse it: as regexp.MustCompile's, such a function takes its syntax, and a runtime error on another string is the caller's"},
	{"taken empty", panicked([]string{wire.PanicBounds, wire.PanicLastIndex, wire.PanicNil}, wire.GivenTakenEmpty), Generator, 0,
		"the program took an element from an empty receiver (%s) with a method that has no ok or error result to say there is none, and whose doc says nothing of an empty receiver: by Go's convention (slices.Max \"panics if x is empty\", container/heap's Pop, s[0]) the caller asks the length first"},
	{"outside", panicked(rangeClasses, wire.GivenOutside), Generator, 0,
		"a synthesized implementation returned a position outside the text the package handed it (%s): a position found in a text lies within it, as strings.Index's does, and the package slices the text by it"},
	{"reversed", panicked(rangeClasses, wire.GivenReversed), Generator, 0,
		"the program passed a range whose start is past its end (%s): Go's ranges, like its slices' s[i:j], take a start that is not past the end unless their docs say what they do with others"},
	{"mistyped", failed(wire.GivenMistyped, wire.EvPanic, wire.EvCrash, wire.EvHang), Generator, 0,
		"the program passed a value of another type than the one the doc names, of an empty-interface parameter (\"Parameter must be a uint type\") or of the values a method works on (\"Values can be of any integer type\") (%s)"},
	{"visited", failed(wire.GivenVisited, wire.EvPanic, wire.EvCrash), Generator, 0,
		"a function the program handed to a walk of an object (Each, Select, Range) changed that object (%s): a walk promises to survive that only where its doc says the function may call the receiver (sync.Map.Range's \"f itself may call any method on m\")"},
	{"unreset", failed(wire.GivenUnreset, wire.EvPanic, wire.EvCrash, wire.EvHang), Generator, 0,
		"the program used a value a pool handed out before calling its Reset (%s): sync.Pool promises nothing of its values' state, and the package's own code resets them first"},
	{"negative size", panicked(append(rangeClasses, ""), wire.GivenNegativeSize), Generator, 0,
		"the program passed a negative size to a parameter the package uses as one (%s)"},
	{"negative float", panicked([]string{wire.PanicSize}, wire.GivenNegativeFloat), Generator, 0,
		"the program passed a negative float, and the package made a slice of a size computed from it (%s): a compression, a rate or a scale of its sizes is not negative"},
	{"huge", panicked(sizeClasses, wire.GivenHuge), Generator, 0,
		"the program passed an integer of 1<<24 or more, made a value of 16 MB, passed collections whose lengths multiply to 1<<24, or grew the heap past 256 MB in a loop or past 1 GB by its calls (%s): what then runs out of range, memory or time is the size's doing"},
	{"self", panicked([]string{wire.PanicStack, ""}, wire.GivenSelf), Generator, 0,
		"the program made a value contain itself (%s): Go's containers, like fmt, do not guard against cycles"},
	{"reflected", func(f *wire.Facts) bool {
		return f.Has(wire.GivenReflected) && (f.Panic == wire.PanicStack || f.Event == wire.EvHang && f.Busy)
	}, Generator, 0,
		"the program handed a synthesized implementation where the package takes an any (%s), and the package overflowed the stack or kept computing: code that walks an any by reflection walks the harness's own value of it, which reaches itself; the compiled one does not"},
	{"uncomparable", panicked([]string{wire.PanicUnhashable, wire.PanicUncomparable}, wire.GivenUncomparable), Generator, 0,
		"the program passed a slice, map or func where the package hashes or compares (%s): the Go spec makes those panic, and an interface parameter does not promise to take them"},
	{"foreign", panicked([]string{wire.PanicConversion}, wire.GivenForeign), Generator, 0,
		"the package asserted its own type on a value the program passed through an interface, and the program had passed another type (%s): that interface stands for the package's own types"},
	{"outsider", func(f *wire.Facts) bool { return f.Event == wire.EvPanic && f.Has(wire.GivenOutsider) }, Generator, 0,
		"the program called a method of the package's interface on a value of a standard type that has it (%s), and that method panicked before any code of the package ran: the standard method's own precondition, which the program broke"},
	{"one name", panicked([]string{wire.PanicConversion}, wire.GivenRenamed), Generator, 0,
		"the program asked an operation for a name that another operation had registered (%s), and the package asserted the kind the one makes on what the other had made: a registry keeps one value under a name, as expvar's and flag's panic to say"},
	{"retried", func(f *wire.Facts) bool {
		return f.Has(wire.GivenRetried) && (f.Event == wire.EvHang || f.Event == wire.EvCrash)
	}, Generator, 0,
		"the package kept calling a synthesized body that kept returning an error (%s): it retries until the callback succeeds, and the callback never does"},
	{"not json", failed(wire.GivenNotJSON, wire.EvPanic), Generator, 0,
		"the program handed UnmarshalJSON bytes that are no JSON value (%s): json.Unmarshaler's doc lets it assume \"a valid encoding of a JSON value\", which is all encoding/json hands it"},
	{"unprepared", failed(wire.GivenUnprepared, wire.EvPanic, wire.EvCrash, wire.EvHang), Generator, 0,
		"the program called a method on a value before the method whose doc says it initializes or starts it, which the package's tests call first, or before the method that makes the channel it closes (%s): the value is not ready until then"},
	{"unreleased", func(f *wire.Facts) bool { return f.Event == wire.EvHang && f.Has(wire.GivenUnreleased) }, Generator, 0,
		"the program waited while it held a value whose doc says a method of it must be called (%s), and had not called it: until it is, the value may hold what the package's other operations wait for, as an iterator holds its tree's read lock"},
	{"blocks by design", func(f *wire.Facts) bool { return f.Event == wire.EvHang && f.Has(wire.GivenBlocking) }, Generator, overruled | teachesCost,
		"the operation under way says it blocks or waits (%s), and the program has no other goroutine to end the wait"},
	{"after stop", func(f *wire.Facts) bool {
		return panicked([]string{wire.PanicClosed}, wire.GivenStopped)(f) || failed(wire.GivenStoppedRecv, wire.EvPanic)(f)
	}, Generator, 0,
		"the program used a value after its Close, Stop or Shutdown, or after that of the object it was handed to (%s): a value whose use ended takes no more work (io.Closer's convention), an object's Shutdown ends what it was made over (http.Server's closes its listeners), and a producer stops sending once its consumer stopped"},
	{"closed channel", panicked([]string{wire.PanicClosed}, wire.GivenClosedChan), Generator, 0,
		"the program handed the package a channel that was already closed (%s): a closed channel takes no more sends, nor a second close"},
	{"crossed", failed(wire.GivenCrossed, wire.EvPanic, wire.EvCrash, wire.EvHang), Generator, 0,
		"the program handed a value one object had returned to another object of its type (%s): a package's channels and elements belong to the object that made them"},
	{"unguarded", func(f *wire.Facts) bool { return f.Event == wire.EvPanic && f.Has(wire.GivenUnguarded) }, Generator, 0,
		"the program called an operation whose guard said false, or whose receiver's last move did not return true (%s): the package's own tests always ask it first (Valid before Key, Next before Value), and so do its users"},
	{"zero use", failed(wire.GivenZeroUse, wire.EvPanic, wire.EvCrash, wire.EvHang), Generator, 0,
		"the program called a method on a zero value it built, or handed one to an operation (%s), as the package's own tests never do with one: a type with a constructor is made by it, and its zero value does only what the tests do with it"},
	{"mismatched", panicked(rangeClasses, wire.GivenMismatched), Generator, 0,
		"the program passed %s: parallel slices, which a function indexes by one loop, agree in length, as its own callers pass them"},
	{"unrooted", failed(wire.GivenUnrooted, wire.EvPanic, wire.EvCrash, wire.EvHang), Generator, 0,
		"the program gave a router the route %s: a request's URL.Path begins with \"/\", and so do the patterns of http.ServeMux, which refuses others"},
	{"unwired", panicked([]string{wire.PanicNil}, wire.GivenUnwired), Generator, 0,
		"the program called %s: the package's own code sets that field when it wires such a value into what owns it, and a part not wired in is not used alone (the package's only way to make one whole is its own)"},
	{"unstarted", panicked([]string{wire.PanicNil}, wire.GivenUnstarted), Generator, 0,
		"the program called %s: the doc of the function that made it says it is not started, and the nil it met is what starting it sets (httptest's NewUnstartedServer is started before use)"},
	{"hand-built use", failed(wire.GivenLiteralUse, wire.EvPanic, wire.EvCrash, wire.EvHang), Generator, 0,
		"the program called a method on a value it built with a composite literal, or handed one to an operation (%s), as the package's own tests never do with one they build so: a type with a constructor is made by it, and a hand-built one does only what the tests do with it"},
	{"documented exit", failed(wire.GivenExits, wire.EvCrash), Generator, 0,
		"the process ended (%s), as the package's documentation says it can: by log's convention a Fatal prints, then calls os.Exit(1), and a program that calls one ends there"},
	{"deliberate exit", func(f *wire.Facts) bool { return f.Event == wire.EvCrash && f.Panic == wire.PanicExit }, Generator, 0,
		"the process ended with a status of its own and no panic, after the code under test printed why (%s): it called log.Fatal, or printed and called os.Exit, as Go code that rejects on purpose what it cannot report otherwise, and a program that made it do so ends there"},
	{"documented goexit", failed(wire.GivenGoexits, wire.EvGoexit), Generator, 0,
		"the program's goroutine ended (%s), as the package's documentation says it can: a value that asks for runtime.Goexit gets it"},
	{"ended", failed(wire.GivenEnded, wire.EvPanic, wire.EvCrash, wire.EvHang), Generator, 0,
		"the program used a value after the method that ends its use (%s): the package's own tests never call anything after it"},
	{"duplicate", panicked([]string{wire.PanicClosed}, wire.GivenDuplicate), Generator, 0,
		"the program handed the same value twice where the package takes several, or a value beside another it had been handed to (%s), and the package closed or sent to it twice: a fan-out of sinks or outputs closes each place it holds, and each closes what it was made over"},
	{"stale iterator", failed(wire.GivenStale, wire.EvPanic, wire.EvCrash, wire.EvHang), Generator, 0,
		"the program used an iterator after a call that changed the collection it came from (%s): Go's iterators, like a map's range or a bufio.Scanner over a changed buffer, promise nothing once their collection changed"},
	{"unpaired", failed(wire.GivenUnpaired, wire.EvPanic, wire.EvCrash, wire.EvHang), Generator, 0,
		"the program called a method that restores what another method of its receiver saved, with nothing saved (%s): by Go's convention, as Unlock gives back what Lock took, Pop restores what Push saved, Restore what Save did, End closes what Begin opened, and runs only after it"},
	{"resliced", failed(wire.GivenResliced, wire.EvPanic, wire.EvCrash, wire.EvHang), Generator, 0,
		"the program used a slice after a method of it returned the slice resliced (%s): by append's convention, as slices.Delete and slices.Compact follow, the result is the slice from then on, and the old one may hold zeroed elements"},
	{"waits for itself", failed(wire.GivenSelfWait, wire.EvPanic, wire.EvCrash, wire.EvHang), Generator, 0,
		"a function the program handed to an object called that object's %s: by Go's convention (sync.WaitGroup, errgroup.Group) Wait blocks until the work handed to its receiver is done, and a task that waits for its own pool waits for itself"},
	// What is left is the package's.
	{"visitor waits", func(f *wire.Facts) bool { return f.Event == wire.EvHang && f.Has(wire.GivenVisited) }, Program, suspicious,
		"a function handed to a walk of an object called that object, and the walk never ended (%s): perhaps the walk holds a lock its doc does not mention, perhaps the function may not call the object"},
	{"empty", func(f *wire.Facts) bool {
		return panicked([]string{wire.PanicDivide, wire.PanicSize, wire.PanicLastIndex}, wire.GivenEmpty)(f) || f.Event == wire.EvHang && f.Busy && f.Has(wire.GivenEmpty)
	}, Program, suspicious,
		"a division by a count the program made zero (or a size computed from it: 0/0 is NaN, a NaN made an integer is huge), the last element of an empty slice taken, or a loop that does not end after the program handed over an empty slice or map (%s): perhaps a precondition the docs do not state"},
	{"empty part", panicked([]string{wire.PanicBounds, wire.PanicLastIndex}, wire.GivenEmptyPart), Program, suspicious,
		"an index out of range in a value of exported fields the program built with an empty list (%s): a node of a syntax tree, a record, that the package's own code never makes without its parts; perhaps a precondition the docs do not state"},
	{"zero size", func(f *wire.Facts) bool {
		return panicked(append(rangeClasses, wire.PanicDivide, wire.PanicStack), wire.GivenZeroSize)(f) || f.Event == wire.EvHang && f.Busy && f.Has(wire.GivenZeroSize)
	}, Program, suspicious,
		"an index or slice out of range, a division by zero, a recursion or a loop that does not end, after the program made an object of size, capacity, width or interval 0, or less (%s): an object that holds nothing, which Go code seldom says it rejects; perhaps a precondition the docs do not state"},
	{"short buffer", panicked([]string{wire.PanicBounds}, wire.GivenShortBuffer), Program, suspicious,
		"an index out of range in a function that reads or writes a fixed-size number in a []byte and has no error to report a short one, after the program handed it fewer bytes than such a number takes (%s): by encoding/binary's convention (ByteOrder.Uint64 panics on fewer than 8 bytes) the caller hands over as many bytes as are read; perhaps a precondition the docs do not state"},
	{"shaped result", failed(wire.GivenShaped, wire.EvPanic, wire.EvCrash), Program, suspicious,
		"the package failed after a synthesized implementation returned a slice or map whose interface's doc says what it must be (%s): perhaps the implementation, not the package, broke that contract"},
	{"receiver as argument", func(f *wire.Facts) bool {
		return (f.Event == wire.EvPanic || f.Event == wire.EvCrash) && f.Has(wire.GivenReceiverArg)
	}, Program, suspicious,
		"a method was handed its own receiver as an argument, then the package failed (%s): a method that consumes or empties its argument (a merge, a move) need not take its receiver, unless its doc says the two may be the same"},
	{"hang", event(wire.EvHang), Program, 0,
		"a goroutine of the program was still computing after the timeout (%s), with nothing to wait for"},
	{"crash", event(wire.EvCrash), Program, 0,
		"the process died in the package (%s)"},
	{"goexit", event(wire.EvGoexit), Program, 0,
		"an operation called runtime.Goexit and ended its caller's goroutine (%s), which no caller survives"},
	{"oracle", event(wire.EvOracle), Program, 0,
		"String or Error of a value the package returned panicked (%s): fmt calls them on any value"},
	{"panic", event(wire.EvPanic), Program, 0,
		"a runtime error in the package's own code (%s), with no nil (but where its doc says what nil means), negative, huge, self-containing, uncomparable or foreign value handed to it"},
}

// Judge decides who is at fault for what f says happened. detail
// completes the rule's sentence: the clause, the panic value, the doc's
// words.
func Judge(f *wire.Facts, detail string) Verdict {
	v, _ := judge(f, detail)
	return v
}

// judge is Judge, with the flags of the rule that decided.
func judge(f *wire.Facts, detail string) (Verdict, ruleFlags) {
	for _, r := range rules {
		if !r.test(f) {
			continue
		}
		if detail != "" {
			if f.Event == wire.EvClause || f.Event == wire.EvContractPanic {
				detail = ": " + detail
			}
		}
		v := Verdict{Blame: r.blame, Rule: r.name, Suspicious: r.flags&suspicious != 0, AvoidNil: r.flags&teachesNil != 0, Costly: r.flags&teachesCost != 0, Why: fmt.Sprintf(r.why, detail)}
		if r.blame == Generator {
			v.Status, v.Cause = wire.StatusDiscard, r.name
		} else {
			v.Status, v.Kind = wire.StatusFinding, kindOfEvent(f)
			if f.TypedNil != "" && v.Kind == Panic {
				// One bug, whichever method of the value meets the nil.
				v.Root = "a nil " + f.TypedNil + " in a non-nil interface"
			}
		}
		return v, r.flags
	}
	return Verdict{Status: wire.StatusFinding, Blame: Program, Kind: kindOfEvent(f), Rule: "unjudged", Why: "no rule of blame matched " + f.Event}, 0
}

func kindOfEvent(f *wire.Facts) Kind {
	switch f.Event {
	case wire.EvClause:
		kw, _ := contracts.ParseKeyword(f.Keyword)
		return KindOf(kw)
	case wire.EvContractPanic:
		return ContractFault
	case wire.EvHang:
		return Hang
	case wire.EvCrash:
		return Crash
	case wire.EvGoexit:
		return Goexit
	}
	return Panic
}

// Rules lists the names of Judge's rules in order, for documentation and
// for the counts of discards by cause.
func Rules() []string {
	names := make([]string, len(rules))
	for i, r := range rules {
		names[i] = r.name
	}
	return names
}
