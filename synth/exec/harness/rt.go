//go:build go1.22

// The files of this directory are the runtime of hogen's harness: a main
// package, built in the user's module next to generated tables
// (tables.go) and the shipped contracts (shipped.go), that reads programs
// as binary frames on fd 3 (wire.Decode), interprets them against the
// package under test (interp.go, callback.go), judges each call
// (judge.go), records the facts blame needs of what the program handed
// the package (facts.go, values.go, conventions.go), and writes one
// outcome per program on fd 4 (main.go; stdin and stdout belong to the
// package). It imports the standard library only. This file holds the
// types of the tables.
package harness

import (
	"reflect"

	"github.com/hogen-go/hogen/blame/wire"
)

var (
	intType    = reflect.TypeFor[int]()
	errorType  = reflect.TypeFor[error]()
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
	// blocks is the sentence of the op's doc saying that it blocks or
	// waits: a hang while it is under way is a wait by design.
	blocks string
	// shapes gives, by parameter, the shape (wire.Shape) of the strings
	// the package's tests and examples pass it, all of one syntax.
	shapes map[int]string
	// takes: a method that takes or reads an element at an end of its
	// receiver (Peek, Pop, Front, Max) with no way to say there is none;
	// length measures its receiver.
	takes bool
	// waits: a method named Wait, or whose doc says it waits: it waits
	// for the work handed to its receiver.
	waits bool
	// guard asks the method the package's tests ask before this one
	// (Valid before Key) on a receiver; nil if there is none.
	guard func(recv any) bool
	// unwired describes a field of the receiver that the package's own
	// code sets when it wires such a value into what owns it (NewMock
	// sets req.Mock) and that is nil: a part used alone. "" if none is.
	unwired func(recv any) string
	// parallel are the pairs of parameters the op's code indexes
	// together (for i := range a { b[i] }): parallel slices, whose
	// arguments agree in length.
	parallel [][2]int
	// positioned: the tests call this method only after a move of its
	// receiver returned true (for it.Next() { it.Key() }), where Next
	// changes the receiver, or, where the tests show nothing of it, Go's
	// iterator convention says so (typesys.Env.Mover); moves: the op changes a receiver of such a
	// type (Next, Prev, Begin).
	positioned, moves bool
	// final: the package's tests end a value's use with this method.
	final bool
	// resets: the op's doc says it clears or resets its receiver, and
	// what the receiver handed out before is stale.
	resets bool
	sizes  uint64 // the parameters named like sizes (n, width, index)
	// measures are the parameters named like a measure of what an
	// object holds (size, capacity, width, dimension): a zero there
	// makes an object that holds nothing.
	measures uint64
	units    uint64 // the float parameters named like probabilities and quantiles, in [0, 1]
	ifaces   uint64 // the parameters of interface types (of the elements, variadic)
	colls    uint64 // the parameters of slice and map types (not the variadic one)
	anys     uint64 // the parameters of empty interface types (of the elements, variadic)
	// tparams are the parameters whose types are a type parameter, or a
	// slice of one, in the generic function the op instantiates.
	tparams uint64
	// elemWord is the type the op's doc names of the values it works on
	// ("Values can be of any integer type"): a kind or a type's name.
	elemWord string
	nils     uint64 // the parameters whose doc says what nil means: a nil there is no misuse
	// length returns the receiver's length (its Len, Size or Capacity,
	// pure or an interface's) for an op with index parameters (indexes) whose doc does
	// not say what an index out of range does; nil otherwise.
	length func(recv any) int64
	// indexes has the bits of the integer parameters named like indexes,
	// whether or not the receiver has a length to measure them by.
	indexes uint64
	// ends has the bits of the index parameters that may equal the
	// length (an end of a range, a position to insert at); the others
	// must be below it.
	ends uint64
	// spans has the bits of the integer parameters that count elements
	// from the index before them (RemoveLength(i, n)): the two together
	// are a range, which ends at the length at most.
	spans uint64
	// rooted has the bits of the string parameters that are a route's
	// path (synth.RoutePaths), which begins with "/".
	rooted uint64
	// measureFields are the integer fields named like measures of the
	// struct parameters: {parameter, field}.
	measureFields [][2]int
	// reversed has the bit of the first of each two integer parameters
	// named as a range's start and end (start, end; lo, hi; min, max).
	reversed uint64
	// names are the string parameters named as a name a registry keeps
	// a value under (see recorder.noteName).
	names uint64
	// promoted: a method its receiver's type promotes from a field it
	// embeds (see closeRef).
	promoted bool
	// mutates: the op changes its receiver (see visited).
	mutates bool
	// typed has the bits of the empty-interface parameters whose doc names
	// the type they take (typeWord: "uint", "string").
	typed    uint64
	typeWord string
	// reenters: the doc lets a function it runs call the receiver ("f
	// itself may call any method on m").
	reenters bool
	// pooled: a function that hands out a value from a sync.Pool, which
	// is to be Reset (resetMethod) before its other methods run.
	pooled, resetMethod bool
	// prep is the method of the op's receiver whose doc says it
	// initializes or starts it (Init, Start), or ""; the op's own name
	// when it is that method.
	prep string
	// readies: the op is prep, or a variant of it (synth.Readies).
	readies bool
	// exits: the op may end the process on purpose, having said why
	// (contracts.Set.ExitsOnPurpose).
	exits bool
	// ifaceRes has the bits of the results whose type is an interface.
	ifaceRes uint64
	// releases is the method of the op's result that its doc says must
	// be called (an iterator's Release), or "".
	releases string
	// once: the doc says the method is called once (as Close is), or it
	// closes a channel of its receiver unguarded.
	once bool
	// stops: the method closes, unguarded, a channel of its receiver
	// that another method sends on: it stops the value, as Stop does.
	stops bool
	// levels has the bits of the integer parameters named as a level of
	// a structure of levels, or its bound (level, maxL, depth).
	levels uint64
	// readiesZero: the op, called on a zero value the tests call it on,
	// readies that value: it returns its receiver's type (a builder's
	// Root), where a method that returns something else (a spinner's
	// Success) says nothing of what the value is after it.
	readiesZero bool
	// configures: the op sets its receiver up, and its one result says
	// whether it could (see exec's configures).
	configures bool
	// reportsErr: one of the op's results is an error.
	reportsErr bool
	// bufs has the bits of the []byte parameters the op reads or writes
	// a fixed-size number in, with no error for a buffer too short.
	bufs uint64
	// bufRecv: the op reads or writes a fixed-size number in a []byte
	// its receiver holds (a Table's Bytes), with no error either.
	bufRecv bool
	// pair is, for a method that restores what another method of its
	// receiver saved (Pop after Push), "-" and that method's name; for
	// that method, "+" and its own name; "" otherwise.
	pair string
	// answers: the op's last result is a bool that says whether the
	// others are an answer (v, ok := s.Lookup(k); node, found :=
	// g.FindNode(id)), not what the call did (actual, loaded :=
	// m.LoadOrStore(k, v)): with it false, none of them is to be used.
	answers bool
	// zeroOK: the method may run on a zero value of its receiver's type
	// (typesys.Env.ZeroAllows).
	zeroOK bool
	// builtZeroOK: zeroOK, for a zero value the program built, not one
	// an operation returned (typesys.Env.ZeroUnshown).
	builtZeroOK bool
	// litOK: the method may run on a value of its receiver's type the
	// program built with a composite literal (typesys.Env.LiteralAllows).
	litOK bool
	// unstarted: the op's doc says the value it returns is not started
	// (contracts.Prose.Unstarted).
	unstarted bool
	// refusesBuilt: the parameters (a bit each) that take no pointer the
	// program built by hand (typesys.Env.RefusesBuilt).
	refusesBuilt uint64
	// repools: the arguments (a bit each) the call hands back to a
	// sync.Pool, which ends the caller's use of them.
	repools uint64
	// nparams is the number of parameters: variadic arguments share the
	// last one's bits.
	nparams int
	call    func(recv any, args []any) []any
	zero    func() []any    // zero values of the results
	pre     []int           // clause ids: requires
	post    []int           // clause ids: ensures
	invs    []wire.InvCheck // invariants of the values the call touched
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
	// zeroSized: an argument measuring what an object holds was 0 (see
	// op.measures).
	zeroSized bool
	// offGuard: the op's guard (o.guard) said no before the call, which
	// then changed what the guard would say (Next took the last key).
	offGuard bool
	// length is the receiver's length before the call, if measured.
	length   int64
	measured bool
	// unwired: the call gave GivenUnwired, which holds while it runs.
	unwired bool
	// unstarted: the call gave GivenUnstarted, which holds while it runs.
	unstarted bool
	// before: for an op that configures its receiver, a shallow copy of
	// the receiver from before the call (see noteConfigured).
	before reflect.Value
	// stoppedRecv: the receiver had been closed, stopped or shut down
	// before the call.
	stoppedRecv bool
}

// implType describes a synthesized interface.
type implType struct {
	name    string
	newImpl func(h *inst) any
	methods []string
	pre     [][]int // per method: requires clause ids (the package's obligation)
	post    [][]int // per method: ensures clause ids (hogen's obligation)
	errs    [][]int // per method: which results are errors
	anys    [][]int // per method: which results are other interfaces (any)
	// shaped are, per method, the slice and map results whose doc says
	// what an implementation must return.
	shaped [][]int
}

// funcType describes a func type hogen makes closures of.
type funcType struct {
	name string
	make func(c *closureVal) any
	pre  []int
	post []int
	errs []int // which results are errors
	anys []int // which results are other interfaces (any)
}

var (
	pkgPath string // the package under test
	pkgName string
	// usesUnsafe: the package imports unsafe, and a value it hands over
	// may be memory it corrupted.
	usesUnsafe bool
	// boundConsts are the package's exported integer constants (above
	// 1): the bounds it publishes, of the arrays its structures are made
	// of (const L = 22).
	boundConsts []int64
	// registryCalls are the sites, file:line, where the package calls a
	// func it looked up in a registry its callers fill
	// (typesys.Effects.RegistryCalls).
	registryCalls = map[string]bool{}
	ops           []op
	clauses       []clause
	rtypes        []reflect.Type
	impls         []implType
	funcTypes     []funcType
	consts        []any // the package's constants used as literals
	// zeroOK are the types whose zero value the package documents (or its
	// tests show) usable: their nil fields are no misuse.
	zeroOK map[reflect.Type]bool
	// zeroArgOK are those whose zero value the package documents, or
	// its tests hand to a function: a zero value of another type passed
	// as an argument is a struct with nil fields the program built.
	zeroArgOK map[reflect.Type]bool
	// nilsOK are the slice and map types the package's tests build
	// holding a nil (Errors{"name": nil}): a nil in one is no misuse.
	nilsOK map[reflect.Type]bool
	// docPanics are the sentences by which the package's functions say
	// they panic, by runtime name without type arguments
	// (pkg.(*List).Get): a panic in one that an operation passed the
	// program's values on to is documented, as if the operation said it.
	docPanics map[string]string
)

// --- programs on the wire (see hogen's synth/exec/encode.go) ------------
