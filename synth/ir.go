// Package synth generates random programs against a package's API by the
// type-directed judgment Γ ⊢ τ ⇒ e of Klein, Flatt and Findler (OOPSLA
// 2010): continuation-passing backtracking, a depth bound and a size
// budget, synthesized implementations of interfaces and closures whose
// bodies call side-effecting operations back on what they can reach.
//
// Programs are terms of a small IR (this file) that execution, printing
// and minimization all read. Every decision of the generator is drawn from
// a choice.Source, so one generator serves seeded random runs, replays of a
// recorded choice sequence, shrinking, and bounded-exhaustive enumeration.
package synth

import (
	"go/constant"
	"go/types"

	"github.com/hogen-go/hogen/typesys"
)

// Term is a node of a generated program. Every term has a Go type; a call
// with several results has a *types.Tuple, one with none a nil type.
type Term interface {
	Type() types.Type
	term()
}

// Var is a variable of Γ: a result of a call, a parameter of a closure,
// or a synthesized implementation.
type Var struct {
	ID   int    // unique in its program; the order of binding
	Hint string // a readable prefix for its name: s, obs, n
	T    types.Type
	// Param marks a parameter of a synthesized body: a value the package
	// handed to the callback, which the body prefers to act on.
	Param bool
	// Made marks a synthesized implementation: hogen's code, not the
	// package's.
	Made bool
	// Fallible marks a result that came with an error, or a result of a
	// call that is skipped when one of its inputs is fallible: by Go's
	// convention it is used only if the error is nil.
	Fallible bool
	// Zero marks a variable bound to a zero value the program built (T{},
	// *new(T)): its methods are those the package's tests call on one
	// (typesys.Env.ZeroAllows).
	Zero bool
	// Prepared marks a variable whose initializing method (Preparer) the
	// program called: its type's other methods take it as receiver.
	Prepared bool
	// Opened counts, by opener (Push, Save, Begin), the calls on the
	// variable whose closers (Pop, Restore, End) have not come yet
	// (PairOf). Like Prepared, a branch that backtracks past a call
	// leaves its count behind: the harness's rule covers that.
	Opened map[string]int
	// Unfinished is, for a variable bound to a value of a two-phase
	// constructor (MakeServer), the method that completes it (Construct,
	// typesys.Env.CompletedBy), until the program calls it: no other
	// method takes it before.
	Unfinished string
	// Ended marks a variable a method that ends its use was called on
	// (a Close, a Finish the tests call last): nothing more is called on
	// it. Like Prepared, a backtracked branch may leave it behind.
	Ended bool
}

// LitKind is the kind of a literal.
type LitKind uint8

// Kinds of literal.
const (
	ConstLit   LitKind = iota // Val, converted to T: 3, "a", true, Kind(2)
	NilLit                    // nil of T
	ZeroLit                   // the zero value of T: T{}, *new(T)
	NamedConst                // the package's constant Const
	ErrorLit                  // errors.New(Val), for error goals
	// DocNil is nil of T handed where the operation's doc says what nil
	// means ("If h is nil, a default is used"): no misuse of the
	// generator's, so what follows from it is the package's.
	DocNil
)

// Lit is a literal value.
type Lit struct {
	T     types.Type
	Kind  LitKind
	Val   constant.Value // ConstLit
	Const *types.Const   // NamedConst
}

// Composite is a composite literal: a struct with some exported fields
// set, a slice, an array or a map; Addr takes its address (&T{...}).
type Composite struct {
	T      types.Type // the struct, slice, array or map type (not the pointer)
	Addr   bool
	Fields []string // struct field names, one per Elem
	Keys   []Term   // map keys, one per Elem
	Elems  []Term
}

// Make is make(T, Len) for a slice, map or channel. Closed closes the
// channel once made: what a cancelled context's Done returns.
type Make struct {
	T      types.Type
	Len    int
	Closed bool
}

// Call calls an operation. Args holds one term per parameter; a variadic
// call's extra arguments follow the regular ones one by one.
type Call struct {
	// ID names the call in the outcomes of its program (wire.Outcome.At):
	// the generator numbers calls and closures from 1, each program's
	// apart, and Clone and minimization keep the numbers.
	ID   int
	Op   *typesys.Op
	Recv Term // nil for a function
	Args []Term
	// Forward, if not nil, are the variables its results will be bound
	// to, declared before the call so that closures among its arguments
	// can capture them: var c *Cache; c = New(2, func(k string) { c.Remove(k) }).
	Forward []*Var
}

// Addressed reports whether c calls a method with a pointer receiver on
// a variable of the pointed-to type, which Go addresses: it := t.Iterator();
// it.Next().
func Addressed(c *Call) bool {
	if c.Recv == nil || c.Op.Recv == nil {
		return false
	}
	if _, ok := c.Op.Recv.(*types.Pointer); !ok {
		return false
	}
	_, isVar := c.Recv.(*Var)
	_, isPtr := c.Recv.Type().Underlying().(*types.Pointer)
	return isVar && !isPtr && !types.IsInterface(c.Recv.Type())
}

// Closure is a synthesized function value: its parameters join Γ, its
// body runs side-effecting operations and then yields its results.
type Closure struct {
	ID     int        // as Call.ID
	T      types.Type // the func type: a *types.Signature or a named func type
	Params []*Var
	Body   *Block
	// Quiet: the body does not act (a comparator, a Reader, a callback
	// whose doc forbids changes).
	Quiet bool
}

// Sig is the closure's signature.
func (c *Closure) Sig() *types.Signature { return c.T.Underlying().(*types.Signature) }

// Unfueled reports whether the body may run any number of times: a quiet
// one cannot re-enter, and Len must answer the same every time. One that
// returns an error still has fuel, and ends with io.EOF like a Reader.
func (c *Closure) Unfueled() bool {
	return c.Quiet && len(typesys.ErrorResults(c.Sig())) == 0
}

// Impl is a synthesized implementation of an interface: one closure per
// method. With Embed, it embeds an existing implementation and overrides
// the methods in Methods only (the paper's subclass with super calls).
type Impl struct {
	Iface   *types.Named
	Self    *Var // the implementation itself, in scope in its own bodies
	Methods []*Method
	Embed   Term
}

// Method is a synthesized method body.
type Method struct {
	Func *types.Func
	Fn   *Closure
}

// Loop runs the body of Fn N times, its first parameter bound to the
// index, its second, if any, to the index's decimal string (a key where
// the calls take strings): for i := 0; i < N; i++ { k := strconv.Itoa(i);
// t.Put(i, k) }. It binds nothing.
// Programs grow values one call at a time; a loop puts many distinct
// keys at once, and takes a value past its package's thresholds (a
// queue's first resize, a tree node's split).
//
// With a Step other than 1 the parameter runs over the indexes in
// another order, j*Step%N for j from 0 to N-1 (Step is prime to N):
// N-1 counts down from the top, a Step near N/φ scatters them. A tree
// filled in ascending order and emptied in the same order never
// rotates the other way.
type Loop struct {
	N    int
	Step int      // 0 or 1 is ascending
	Fn   *Closure // of func(int) or func(int, string); never a value of the program
}

// Order compares X and Y, of one ordered type (integer, float or
// string): X < Y when T is a bool, and -1, 0 or +1 as cmp.Compare when
// T is an int. It is the body of a comparator that compares, as Go's
// conventions have one do (sort.Slice's less, slices.SortFunc's cmp): a
// tree whose comparator answers a constant keeps one key.
type Order struct {
	T    types.Type // bool or int, maybe named
	X, Y *Var
}

// Block is a sequence of bindings followed by the block's results.
type Block struct {
	Stmts   []*Let
	Results []Term
}

// Let binds every result of Value to Vars (nil entries are unused
// results). A Let with no Value only declares its Vars, with their zero
// values: a forward declaration, assigned later by a Forward Let. When Value is a call whose precondition does not hold, Backup,
// if any, is bound instead; with no Backup the program is discarded, as
// the generator's fault.
type Let struct {
	Vars   []*Var
	Value  Term
	Backup Term
	// Forward lets are in scope in the closures of their own Value: the
	// variables are declared first (see Call.Forward).
	Forward bool
}

func (*Var) term()       {}
func (*Lit) term()       {}
func (*Composite) term() {}
func (*Make) term()      {}
func (*Call) term()      {}
func (*Closure) term()   {}
func (*Impl) term()      {}
func (*Loop) term()      {}
func (*Order) term()     {}

// Type implementations.
func (v *Var) Type() types.Type { return v.T }
func (l *Lit) Type() types.Type { return l.T }
func (c *Composite) Type() types.Type {
	if c.Addr {
		return types.NewPointer(c.T)
	}
	return c.T
}
func (m *Make) Type() types.Type    { return m.T }
func (c *Closure) Type() types.Type { return c.T }
func (i *Impl) Type() types.Type    { return i.Iface }
func (*Loop) Type() types.Type      { return nil }
func (o *Order) Type() types.Type   { return o.T }
func (c *Call) Type() types.Type {
	res := c.Op.Sig.Results()
	switch res.Len() {
	case 0:
		return nil
	case 1:
		return res.At(0).Type()
	}
	return res
}

// Program is a generated program: its top-level block, with statistics of
// its derivation.
type Program struct {
	Body *Block
	// Size is the number of calls, closures and implementations; a
	// loop's count once per run.
	Size int
}
