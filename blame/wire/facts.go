package wire

import (
	"regexp"
	"strconv"
	"strings"
)

// Facts are what the harness saw of a program that went wrong, with no
// verdict: which event, whose code was called, what the panic was, and
// what the generator had handed the package. blame.Decide turns them
// into a verdict; the harness never decides who is at fault.
type Facts struct {
	Event string `json:"ev"` // one of the Ev constants
	// Keyword is the failed clause's (requires, ensures, invariant), and
	// Callee who wrote the code on the callee side of the call it guards:
	// CalleePackage or CalleeSynthesized.
	Keyword string `json:"kw,omitempty"`
	Callee  string `json:"callee,omitempty"`
	// Delegated: a synthesized implementation passed the call on to the
	// implementation it embeds (the generator's code made the call).
	Delegated bool `json:"delegated,omitempty"`
	// OutOfFuel: the synthesized body did not run and returned zero values.
	OutOfFuel bool `json:"fuel,omitempty"`
	// Panic is the class of the panic value (a Panic constant), for the
	// events that panicked or crashed.
	Panic string `json:"panic,omitempty"`
	// Documented: the operation's doc says it panics, in these words.
	Documented string `json:"doc,omitempty"`
	// Given is what the program handed the package before the event that
	// may explain it (Given constants).
	Given []string `json:"given,omitempty"`
	// Denied is a permission error the sandbox caused earlier, or "".
	Denied string `json:"denied,omitempty"`
	// Busy: at a hang, the goroutine that ran the program was computing
	// (running, runnable), not parked.
	Busy bool `json:"busy,omitempty"`
	// TypedNil: a nil dereference in a method called through an
	// interface, whose receiver was a nil pointer of this type in it:
	// the value that wraps a nil pointer is the bug, whichever of its
	// methods the program then called.
	TypedNil string `json:"typednil,omitempty"`
}

// The events.
const (
	EvClause        = "clause"         // a contract clause was false
	EvContractPanic = "contract-panic" // evaluating a clause panicked
	EvPanic         = "panic"          // an operation panicked
	EvOracle        = "oracle"         // String or Error of a returned value panicked
	EvCrash         = "crash"          // the process died
	EvHang          = "hang"           // a goroutine of the program computed past the timeout
	EvGoexit        = "goexit"         // an operation ended the program's goroutine
	// EvCorrupt: hogen's harness failed with a runtime error on a value a
	// package that imports unsafe handed the program: memory the
	// package's unsafe code left corrupt, not a bug of the harness.
	EvCorrupt = "corrupt"
)

// Who wrote the code called.
const (
	CalleePackage     = "package"
	CalleeSynthesized = "synthesized"
)

// What the program handed the package.
const (
	GivenNil      = "nil"      // a nil pointer, map, func, chan or interface
	GivenZero     = "zero"     // a struct value with nil fields it built itself
	GivenHuge     = "huge"     // a number of magnitude 1<<24 or more (a float NaN too), a 4 MB value a call made, or a loop that grew the heap past 1 GB
	GivenNegative = "negative" // a negative integer, to the operation that failed
	// GivenNegativeSize: a negative integer to a parameter the package
	// uses as a size or count.
	GivenNegativeSize = "negative-size"
	// GivenNegativeFloat: a negative float argument (a compression of
	// -1), which the package may make a size of.
	GivenNegativeFloat = "negative-float"
	// GivenSelf: an argument that reaches the receiver (a list added to
	// itself).
	GivenSelf = "self"
	// GivenReceiverArg: the receiver itself passed as an argument of its
	// own method (x.Merge(x), e.Dict("k", e)).
	GivenReceiverArg = "receiver-arg"
	// GivenUncomparable: a value whose dynamic type is not comparable,
	// passed where the static type (any, an interface) is.
	GivenUncomparable = "uncomparable"
	// GivenForeign: a type assertion of the package failed on a value
	// the program passed through an interface, which had another type.
	GivenForeign = "foreign"
	// GivenOutsider: a method of the package's interface called on a
	// value of a standard type that has it, which panicked before any
	// code of the package ran.
	GivenOutsider = "outsider"
	// GivenUnregistered: the package called a nil func it looked up in
	// a registry of its own that its callers fill, under a key no call
	// registered.
	GivenUnregistered = "unregistered"
	// GivenRenamed: a name (a parameter named so) that another operation
	// took first, passed to the operation that failed.
	GivenRenamed = "renamed"
	// GivenErrored: a result of a call that returned a non-nil error.
	GivenErrored = "errored"
	// GivenReclosed: Close called a second time on the same value.
	GivenReclosed = "reclosed"
	// GivenEmpty: a zero integer or an empty slice, map or string to the
	// operation that failed.
	GivenEmpty = "empty"
	// GivenZeroSize: a zero to a parameter that measures what an object
	// holds (a size, capacity, width, dimension, branching factor, hint),
	// to a rate or error bound of a constructor, or in an option made so
	// (WithCapacity(0)): a window of 0 values, a tree of order 0; also a
	// crash during a call on such an object (ZeroSizedCall).
	GivenZeroSize = "zero-size"
	// GivenBlocking: an operation whose doc says it blocks (a queue's
	// Get, a Run until Stop) was under way. The harness marks its start
	// and, with Unblocked, its return.
	GivenBlocking = "blocking"
	// GivenRetried: the package called a synthesized body again after it
	// had returned an error RetryLimit times in a row.
	GivenRetried = "retried"
	// GivenUnguarded: the operation that panicked was called on a value
	// whose guard (the method the package's tests ask first: Valid before
	// Key) said false.
	GivenUnguarded = "unguarded"
	// GivenClosedChan: a channel that was already closed, handed to the
	// package.
	GivenClosedChan = "closed-chan"
	// GivenCrossed: a value a method of one object returned (a channel,
	// an element) handed to a method of another object of its type.
	GivenCrossed = "crossed"
	// GivenEnded: the program called a method on a value after the
	// method the package's tests end its use with (Wait, Shutdown).
	GivenEnded = "ended"
	// GivenReflected: a synthesized implementation handed to an empty
	// interface parameter, which code may walk by reflection.
	GivenReflected = "reflected"
	// GivenSelfWait: a function the program handed to a method of an
	// object called that object's Wait (or a method documented to wait).
	GivenSelfWait = "self-wait"
	// GivenEmptyPart: a struct of the package's of exported fields only
	// (a value users build by hand, as an AST node) with an empty slice
	// field, in the receiver or an argument of the operation that failed.
	GivenEmptyPart = "empty-part"
	// GivenStopped: a method called on a value after its Close, Stop or
	// Shutdown, or after that of a value it was handed to, which may
	// have closed the channels the method sends on.
	GivenStopped = "stopped"
	// GivenStoppedRecv: the operation that failed was called on a value
	// after its Close, Stop or Shutdown (not one that was under way when
	// a callback stopped it).
	GivenStoppedRecv = "stopped-recv"
	// GivenReversed: a range whose start is past its end (Slice(1, 0)),
	// to the operation that failed.
	GivenReversed = "reversed"
	// GivenMalformed: a string argument of the operation that failed,
	// which has no error result, is of another shape (Shape) than every
	// literal the package's tests and doc examples hand that parameter:
	// outside the syntax it takes (a time of day, "12:32").
	GivenMalformed = "malformed"
	// GivenTakenEmpty: the operation that failed takes or reads an
	// element at an end of its receiver (Peek, Pop, Front, Max), has no
	// ok or error result to say there is none, and its receiver's length
	// was 0 when it was called.
	GivenTakenEmpty = "taken empty"
	// GivenBeyond: an index or position past its receiver's length
	// (Len, Size, Capacity), to the operation that failed.
	GivenBeyond = "beyond"
	// GivenOutside: a synthesized method returned a position in a text
	// (a Start, End, Left, Right, Pos or Offset) outside the string or
	// []byte the package handed it: a match found in another text.
	GivenOutside = "outside"
	// GivenMistyped: a value of another type than the one the doc of an
	// empty-interface parameter names ("must be a uint type"), or a
	// failed type assertion in a method whose doc names the types of the
	// values it works on ("Values can be of any integer type").
	GivenMistyped = "mistyped"
	// GivenVisited: a function handed to an operation that runs it while
	// walking its receiver (Each, Select, Range) changed that receiver.
	GivenVisited = "visited"
	// GivenReentered: such a function called a method of the receiver
	// being walked that does not change it (a Snapshot inside Restore's
	// reader).
	GivenReentered = "reentered"
	// GivenAnswered: a synthesized body whose role is to answer (a
	// getter, a comparator, a Reader, a logger: synth's quiet bodies)
	// called an operation of the package.
	GivenAnswered = "answered"
	// GivenUnreset: a method called on a value a sync.Pool handed out
	// before its Reset.
	GivenUnreset = "unreset"
	// GivenExits: the package's documentation says it ends the process
	// (a Fatal, os.Exit); GivenGoexits: that it calls runtime.Goexit.
	// The host gives them to a program that ended so.
	GivenExits   = "exits"
	GivenGoexits = "goexits"
	// GivenZeroUse: a method the package's tests never call on a zero
	// value, called on a zero value the program built (&T{}) of a type
	// with a constructor.
	GivenZeroUse = "zerouse"
	// GivenMismatched: two arguments that the operation's code indexes
	// together (for i := range a { b[i] }), parallel slices, of
	// different lengths.
	GivenMismatched = "mismatched"
	// GivenUnrooted: a route's path (the path or pattern of a router's
	// method, a type that serves HTTP) that does not begin with "/".
	GivenUnrooted = "unrooted"
	// GivenUnwired: the operation that failed was called on a value
	// whose field the package's own code sets when it wires such a value
	// into what owns it (NewMock(req, res) sets req.Mock), and that
	// field was nil: a part used apart from its owner.
	GivenUnwired = "unwired"
	// GivenUnstarted: the operation that failed was called on a value
	// that a function whose doc says it is not started returned
	// ("makes a new, non-started, Miniredis object"; httptest's
	// NewUnstartedServer), before any of its Start methods ran.
	GivenUnstarted = "unstarted"
	// GivenLiteralUse: the same for a value built with a composite
	// literal that sets fields, of a type whose tests build such values
	// only for other methods.
	GivenLiteralUse = "literaluse"
	// GivenStale: a method called on an iterator (a value with a Next or
	// Prev method that a method of an object returned) after a call that
	// changed that object.
	GivenStale = "stale"
	// GivenResliced: a slice used after a method of it returned a slice
	// of the same backing array with another length (append's
	// convention: the result is the slice now, as slices.Delete's is).
	GivenResliced = "resliced"
	// GivenUnpaired: the program called a method that restores what
	// another method of its receiver saved (Pop after Push, Restore
	// after Save, End after Begin) more often than that method.
	GivenUnpaired = "unpaired"
	// GivenShortBuffer: the program handed a function that reads or
	// writes a fixed-size number in a []byte, with no error to report,
	// fewer bytes than such a number takes (binary.ByteOrder's Uint64 of
	// 2 bytes).
	GivenShortBuffer = "shortbuffer"
	// GivenNotJSON: the program called a json.Unmarshaler's UnmarshalJSON
	// with bytes that are no JSON value, which the interface's doc lets
	// the method assume they are ("The input can be assumed to be a
	// valid encoding of a JSON value"): encoding/json only hands it one.
	GivenNotJSON = "notjson"
	// GivenShaped: a synthesized implementation returned a slice or map
	// whose doc (its interface method's) says what it must be ("a slice
	// equivalent to make([]Group, n)").
	GivenShaped = "shaped"
	// GivenDuplicate: the program handed the same pointer, channel or
	// map twice where the package takes several (a slice it built, a
	// variadic list of outputs), or one beside another it was handed to.
	GivenDuplicate = "duplicate"
)

// Taints reports whether g, once given, excuses a later failure of the
// run whatever the operation that fails: a huge integer or a negative
// size (memory, indexes), a result that came with an error, a second
// Close, a closed channel, a use after the end. A program that gave one
// and still ran clean does not join the feedback's pool of grown values:
// every bug their growth reached would be blamed on the generator.
// Nil, zero and empty values, a value that reaches itself and one of
// another object excuse only failures of their own kind, and are common
// in clean programs (graphs hand one graph's vertices to another).
func Taints(g string) bool {
	switch g {
	case GivenHuge, GivenNegativeSize, GivenErrored, GivenReclosed, GivenClosedChan, GivenEnded, GivenMistyped, GivenVisited, GivenUnreset, GivenStale:
		return true
	}
	return false
}

// Unblocked is the mark of a blocking operation's return: it takes back
// one GivenBlocking.
const Unblocked = "unblocked"

// ZeroSizedCall and ZeroSizedReturn are the marks of a call on an object
// made with a measure of 0, and of its return: a crash between them (a
// recursion that overflows the stack) is GivenZeroSize.
const (
	ZeroSizedCall   = "zero-sized-call"
	ZeroSizedReturn = "zero-sized-return"
)

// ExitingCall and ExitingReturn are the marks of a call of an operation
// that ends the process on purpose, having said why (log.Fatal's
// convention, contracts.Set.ExitsOnPurpose), and of its return: a
// silent exit between them is GivenExits.
const (
	ExitingCall   = "exiting-call"
	ExitingReturn = "exiting-return"
)

// GivenUnprepared: the program called a method on a value before the
// method whose doc says it initializes or starts the value (Init,
// Start), which the package's tests call.
const GivenUnprepared = "unprepared"

// GivenUnreleased: the program held a value whose doc says a method of
// it must be called (an iterator's Release), and had not called it. The
// harness marks each such value's making and, with Released, the call.
const GivenUnreleased = "unreleased"

// Released is the mark of a call of the method that releases a value:
// it takes back one GivenUnreleased.
const Released = "released"

// RetryLimit is how many errors in a row a synthesized body returns
// before calling it again counts as retrying what fails.
const RetryLimit = 10

// Give adds g to the facts once.
func (f *Facts) Give(g string) {
	if !f.Has(g) {
		f.Given = append(f.Given, g)
	}
}

// Has reports whether g is among the facts' Given.
func (f *Facts) Has(g string) bool {
	for _, x := range f.Given {
		if x == g {
			return true
		}
	}
	return false
}

// The classes of panics, from the runtime's own messages (the runtime
// package documents its errors only by message).
const (
	PanicNil          = "nil"          // nil pointer dereference, write to a nil map
	PanicBounds       = "bounds"       // index or slice out of range
	PanicLastIndex    = "last index"   // index -1: the last element of something empty
	PanicSize         = "size"         // make with a length or size out of range
	PanicDivide       = "divide"       // integer divide by zero
	PanicUnhashable   = "unhashable"   // a map key or hash of an unhashable type
	PanicUncomparable = "uncomparable" // == on an uncomparable type
	PanicConversion   = "conversion"   // a failed type assertion
	PanicClosed       = "closed"       // close or send on a closed (or nil) channel
	PanicStack        = "stack"        // stack overflow: unbounded recursion
	PanicMemory       = "memory"       // out of memory
	PanicConcurrent   = "concurrent"   // concurrent map access the runtime caught
	PanicValue        = "value"        // panic(v) with a value of the package's: a deliberate panic
	PanicExit         = "exit"         // os.Exit by the code under test after it printed why (log.Fatal): a deliberate end
	PanicOther        = "other"        // another runtime error
)

// panicClasses are looked for in order: the first that a message
// contains names its class.
var panicClasses = []struct{ text, class string }{
	{"nil pointer dereference", PanicNil},
	{"nil func value", PanicNil},
	// A value method called through a nil pointer, as an interface holds
	// one (a typed nil): "value method T.M called using nil *T pointer".
	{"called using nil", PanicNil},
	{"entry in nil map", PanicNil},
	{"unhashable type", PanicUnhashable},
	{"uncomparable type", PanicUncomparable},
	{"interface conversion", PanicConversion},
	{"integer divide by zero", PanicDivide},
	{"makeslice", PanicSize},
	{"makemap", PanicSize},
	{"makechan", PanicSize},
	{"growslice", PanicSize},
	{"index out of range [-1]", PanicLastIndex},
	{"index out of range", PanicBounds},
	{"slice bounds out of range", PanicBounds},
	{"out of range", PanicBounds},
	{"close of nil channel", PanicNil},
	{"closed channel", PanicClosed},
	{"stack overflow", PanicStack},
	{"stack exceeds", PanicStack},
	{"out of memory", PanicMemory},
	{"concurrent map", PanicConcurrent},
	// The sync package's checks of its callers ("sync: unlock of unlocked
	// mutex", "sync: negative WaitGroup counter") reject a misuse, as a
	// deliberate panic does.
	{"sync: ", PanicValue},
}

// PanicClass classifies a runtime error, or the first line of a crashed
// process ("panic: runtime error: ...", "fatal error: ..."), by the
// runtime's message.
func PanicClass(msg string) string {
	for _, c := range panicClasses {
		if strings.Contains(msg, c.text) {
			return c.class
		}
	}
	if rest, ok := strings.CutPrefix(msg, "panic: "); ok && !strings.HasPrefix(rest, "runtime error") {
		return PanicValue // a crash of a goroutine that panicked with a value of its own
	}
	return PanicOther
}

// NilFault reports whether a process that died of a fault (SIGSEGV,
// "fatal error: fault") faulted at an address within 64 KB of nil, above
// or below it: a nil pointer with a field's offset added, or subtracted
// by unsafe arithmetic (a container-of conversion of a nil list head).
// Go turns a plain nil dereference into a panic; this is the same
// dereference, past the runtime's guard.
func NilFault(stderr string) bool {
	const near = 1 << 16
	for _, l := range strings.Split(stderr, "\n") {
		_, rest, ok := strings.Cut(l, "[signal SIGSEGV")
		if !ok {
			continue
		}
		_, rest, ok = strings.Cut(rest, " addr=0x")
		if !ok {
			return false
		}
		hex, _, _ := strings.Cut(rest, " ")
		addr, err := strconv.ParseUint(hex, 16, 64)
		return err == nil && (addr < near || addr > ^uint64(0)-near)
	}
	return false
}

// PanicBoundsAt returns the integers a runtime error of bounds names in
// its brackets: 7 of "index out of range [7] with length 0", 3 and 1 of
// "slice bounds out of range [3:1]"; none for another message.
func PanicBoundsAt(msg string) []int64 {
	_, rest, ok := strings.Cut(msg, "out of range [")
	if !ok {
		return nil
	}
	in, _, ok := strings.Cut(rest, "]")
	if !ok {
		return nil
	}
	var at []int64
	for _, part := range strings.Split(in, ":") {
		if n, err := strconv.ParseInt(part, 10, 64); err == nil {
			at = append(at, n)
		}
	}
	return at
}

// PanicBoundsLen returns the length or capacity a runtime error of
// bounds names: 0 of "index out of range [7] with length 0", 1 of "slice
// bounds out of range [:7] with capacity 1"; false for a message that
// names none ("slice bounds out of range [3:1]").
func PanicBoundsLen(msg string) (int64, bool) {
	for _, w := range []string{" with length ", " with capacity "} {
		if _, rest, ok := strings.Cut(msg, w); ok {
			n, err := strconv.ParseInt(strings.TrimSpace(rest), 10, 64)
			return n, err == nil
		}
	}
	return 0, false
}

// outOfMemoryRE reads the runtime's "out of memory: cannot allocate
// 4299161600-byte block (7995392 in use)".
var outOfMemoryRE = regexp.MustCompile(`out of memory: cannot allocate (\d+)-byte block \((\d+) in use\)`)

// HugeAllocation reports whether msg, a crash's, ran out of memory
// asking for one block of a gigabyte or more: a value of the size the
// program asked for, which the process died making. A heap that grew
// block by block (a loop that never stops allocating) is not one.
func HugeAllocation(msg string) bool {
	m := outOfMemoryRE.FindStringSubmatch(msg)
	if m == nil {
		return false
	}
	block, _ := strconv.ParseInt(m[1], 10, 64)
	return block >= 1<<30
}
