// Package bad holds one malformed contract of each kind hogen lint
// reports, each marked with the diagnostic analysistest expects.
package bad

import "container/list"

// Stack is a stack of ints.
type Stack struct {
	items []int
}

// Len is the number of items.
func (s *Stack) Len() int { return len(s.items) }

// Pop removes the top item.
func (s *Stack) Pop() int {
	x := s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	return x
}

// Top returns the top item without removing it.
func (s *Stack) Top() int { return s.items[len(s.items)-1] }

// Syntax has a clause that does not parse.
//
// @ requires x > // want `cannot parse requires: expected operand`
func Syntax(x int) {}

// Undefined names y, which does not exist.
//
// @ requires y > 0 // want `undefined: y`
func Undefined(x int) {}

// NotBool has an int clause.
//
// Contract:
//   - requires x + 1 // want `requires must be a boolean expression; x \+ 1 has type int`
func NotBool(x int) {}

// NoResult has no result to speak of.
//
// @ ensures result > 0 // want `result is not defined: function NoResult has no results`
func NoResult(x int) {}

// ResultInRequires looks at its result too early.
//
// @ requires result > 0 // want `result is not visible in requires: results exist only in ensures`
func ResultInRequires(x int) int { return x }

// NamedResultInRequires looks at a named result too early.
//
// @ requires n > 0 // want `n is a result of function NamedResultInRequires: results are visible only in ensures`
func NamedResultInRequires(x int) (n int) { return x }

// OldInRequires uses old where there is no entry state.
//
// @ requires old(x) > 0 // want `old\(...\) is allowed only in ensures`
func OldInRequires(x int) {}

// OldOfResult asks for the entry value of a result.
//
// @ ensures old(result) > 0 // want `old\(...\) is evaluated on entry, before result exists`
func OldOfResult(x int) int { return x }

// Misspelled has a typo in its keyword.
//
// @ requries x > 0 // want `unknown contract keyword requries; did you mean requires\?`
func Misspelled(x int) {}

// MisspelledDirective has a typo in a directive.
//
//hogen:ensure x > 0 // want `unknown contract keyword ensure; did you mean ensures\?`
func MisspelledDirective(x int) {}

// UnknownItem has a Contract: item that is no clause.
//
// Contract:
//   - returns x // want `unknown contract keyword returns: a clause starts with requires, ensures or invariant`
func UnknownItem(x int) {}

// Mismatched compares an int with a string.
//
// @ requires x == "a" // want `mismatched types int and untyped string`
func Mismatched(x int) {}

// SideEffect pops in its precondition.
//
// @ requires s.Pop() > 0 // want `contract calls \(\*Stack\).Pop, which has side effects: it writes s.items`
func SideEffect(s *Stack) {}

// Builtin copies in its precondition.
//
// @ requires copy(dst, src) >= 0 // want `contract calls copy, which has side effects: a contract must not change state`
func Builtin(dst, src []int) {}

// Pure calls only pure methods: no diagnostic.
//
// @ requires s.Len() > 0 && s.Top() >= 0
func Pure(s *Stack) {}

// helper is unexported.
//
// @ requires x > 0 // want `contract on unexported function helper is never checked: hogen calls and monitors only exported operations`
func helper(x int) {}

// SelfInFunc has no receiver.
//
// @ requires self != nil // want `self is not defined: function SelfInFunc has no receiver`
func SelfInFunc(x int) {}

// InvariantOnFunc puts an invariant on a function.
//
// @ invariant x > 0 // want `invariant applies to types, not to function InvariantOnFunc: use requires or ensures`
func InvariantOnFunc(x int) {}

// RequiresOnType puts a precondition on a type.
//
// @ requires self.n > 0 // want `requires does not apply to type Counter: a type takes invariant; requires and ensures go on its methods`
type Counter struct{ n int }

//@ requires x > 0 // want `requires applies to nothing: this comment is not the doc comment of a declaration`

// Detached has its contract cut off by a blank line.
func Detached(x int) {}

// OnVar is a variable, which takes no contract.
//
// @ invariant OnVar >= 0 // want `invariant applies to nothing here: contracts go on functions, methods, interface methods, func types and \(invariant\) types, not on a var declaration`
var OnVar = 1

// Local names a variable of its own body.
//
// @ ensures tmp > 0 // want `tmp here is a local variable of function Local \(bad.go:\d+\), which a contract cannot see`
func Local(x int) {
	tmp := x
	_ = tmp
}

// NestedOld nests old in old.
//
// @ ensures old(old(x)) > 0 // want `old\(...\) inside old\(...\) means nothing more than the outer one`
func NestedOld(x int) {}

// WrongResultName uses result where results are named.
//
// @ ensures result > 0 // want `result is not defined: contracts of function WrongResultName call its results n`
func WrongResultName(x int) (n int) { return x }

// Empty has a keyword and nothing after it.
//
// @ ensures // want `ensures needs a boolean expression`
func Empty(x int) {}

// Observer is called back.
type Observer interface {
	// Notify is told about v.
	//
	//@ requires w > 0 // want `undefined: w`
	Notify(v int)

	// Pop is an imperative method of an interface.
	Pop() int

	// Watch must not pop the observer in its precondition.
	//
	//@ requires self.Pop() > 0 // want `contract calls Observer.Pop, which has side effects: it changes state, as its name says`
	Watch()
}

// Cb is a callback type whose clause is not boolean.
//
// @ ensures result // want `ensures must be a boolean expression; result has type string`
type Cb func(x int) string

// Limit is shadowed below.
var Limit = 1

// Shadow hides the package-level Limit from its contract.
//
// @ requires Limit > 0 // want `Limit here is a local variable of function Shadow \(bad.go:\d+\), which a contract cannot see: .* \(rename the local if it hides a package-level Limit\)`
func Shadow() {
	Limit := 3
	_ = Limit
}

var calls int

// WritesInLiteral changes a package variable from its contract.
//
// @ requires func() bool { calls++; return true }() // want `contract writes calls: a contract must not change state`
func WritesInLiteral() {}

// Receives takes from a channel in its contract.
//
// @ requires <-ch // want `contract receives from a channel, which changes it`
func Receives(ch chan bool) {}

// NilClause is not boolean.
//
// @ ensures nil // want `ensures must be a boolean expression; nil is untyped nil`
func NilClause() {}

// OneResult has one unnamed result, called result.
//
// @ ensures result0 == nil // want `result0 is not defined: contracts of function OneResult call its results result`
func OneResult() error { return nil }

// InBody has a contract inside its body.
func InBody(x int) {
	//@ requires x > 0 // want `requires applies to nothing: it stands inside InBody; contracts go in the doc comment above the declaration`
}

// Header misspells the block header.
//
// Contracts: // want `Contracts: is not a contract header`
//   - requires true
func Header() {}

// OldParam has a parameter named old.
//
// @ ensures result == old(x) // want `old is a parameter of function OldParam: old\(...\) here calls it, it does not mean the value on entry`
func OldParam(old func(int) int, x int) int { return old(x) }

// Ordered is a constraint with a method.
type Ordered interface {
	~int | ~int64
	// Less orders.
	//
	//@ requires true // want `contract on constraint interface Ordered is never checked`
	Less(o int) bool
}

// ListUser calls a state-changing method of another package.
//
// @ requires l.PushBack(1) != nil // want `contract calls \(\*List\).PushBack, which has side effects: it calls Init, which writes l.root.next`
func ListUser(l *list.List) {}
