package synth

import (
	"go/constant"
	"go/types"
	"regexp"
	"strings"

	"github.com/hogen-go/hogen/contracts"
)

// comparator reports whether t, a func type, is a comparator by Go's
// conventions: two parameters of one type and a bool or int result
// (sort.Slice's less, slices.SortFunc's cmp), unless its names say it is
// something else of that shape: an equality (eq, Equal), or a callback
// whose parameters are a pair of different things (a Range's key and
// value) rather than two of one kind (a, b; x, y; i, j; n1, n2).
func comparator(t types.Type) bool {
	sig, ok := t.Underlying().(*types.Signature)
	if !ok || sig.Params().Len() != 2 || sig.Results().Len() != 1 ||
		!types.Identical(sig.Params().At(0).Type(), sig.Params().At(1).Type()) {
		return false
	}
	b, ok := sig.Results().At(0).Type().Underlying().(*types.Basic)
	if !ok || b.Kind() != types.Bool && b.Kind() != types.Int {
		return false
	}
	if n, ok := t.(*types.Named); ok {
		switch name := n.Obj().Name(); {
		case equalityRE.MatchString(name):
			return false
		case comparisonRE.MatchString(name):
			return true
		}
	}
	return pair(sig.Params().At(0).Name(), sig.Params().At(1).Name())
}

var (
	// comparisonRE and equalityRE tell comparators and equalities by the
	// name of their type: LessFunc, CompareFunc, Comparator; EqualFunc.
	comparisonRE = regexp.MustCompile(`(?i)less|compar|cmp|order|sort|before`)
	equalityRE   = regexp.MustCompile(`(?i)equal|^eq|same|match`)
)

// pair reports whether two parameter names name two of one kind, as a
// comparator's do: unnamed, a conventional pair (a, b; x, y; lhs, rhs),
// or one stem with different ends (n1, n2; item1, item2).
func pair(x, y string) bool {
	if x == "" || x == "_" || y == "" || y == "_" {
		return true
	}
	x, y = strings.ToLower(x), strings.ToLower(y)
	for _, p := range [...][2]string{{"a", "b"}, {"x", "y"}, {"i", "j"}, {"l", "r"}, {"p", "q"}, {"s", "t"}, {"u", "v"},
		{"lhs", "rhs"}, {"left", "right"}, {"first", "second"}, {"this", "that"}} {
		if x == p[0] && y == p[1] {
			return true
		}
	}
	stem := func(s string) string { return strings.TrimRight(s, "0123456789") }
	if len(x) > 1 && len(x) == len(y) && x[:len(x)-1] == y[:len(y)-1] {
		return true // itemA, itemB
	}
	return stem(x) != x && stem(x) == stem(y)
}

// comparator derives a comparator of type t, whose signature is sig, as
// Go's conventions require one to be: a strict weak ordering (sort.Sort:
// "Less must describe a transitive ordering"; slices.SortFunc: "cmp(a,
// b) should return ... zero when a == b"). Most of the time it compares:
// ordered values by <, others (an any) by their printed form. Otherwise
// it holds every two values equivalent: false, or 0. A comparator that
// answers 1 for every two values is none: a set that never finds an
// element equal to itself grows by every insert of it.
func (g *Generator) comparator(t types.Type, sig *types.Signature, st state, k succ, fail fk) *Program {
	param, result := sig.Params().At(0).Type(), sig.Results().At(0).Type()
	equivalent := func(fail fk) *Program {
		v := constant.MakeInt64(0)
		if isBool(result) {
			v = constant.MakeBool(false)
		}
		st, id := st.node()
		c := &Closure{ID: id, T: t, Quiet: true, Body: &Block{Results: []Term{&Lit{T: result, Kind: ConstLit, Val: v}}}}
		in := st
		c.Params = make([]*Var, 2)
		for i := range c.Params {
			in, c.Params[i] = in.newVar(param, paramName(i))
			c.Params[i].Param = true
		}
		st.nextID = in.nextID
		return k(c, st, fail)
	}
	iface, _ := param.Underlying().(*types.Interface)
	if !ordered(param) && (iface == nil || !iface.Empty()) || !g.coin(75) {
		return equivalent(fail)
	}
	in := st
	in, x := in.newVar(param, "a")
	in, y := in.newVar(param, "b")
	x.Param, y.Param = true, true
	st, id := st.node()
	c := &Closure{ID: id, T: t, Params: []*Var{x, y}, Quiet: true,
		Body: &Block{Results: []Term{&Order{T: result, X: x, Y: y}}}}
	st.nextID = in.nextID
	return k(c, st, func() *Program { return equivalent(fail) })
}

func paramName(i int) string { return string(rune('a' + i)) }

// ordered reports whether t is an integer, float or string type: one
// whose values < orders.
func ordered(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsOrdered != 0
}

// isBool reports whether t is a boolean type.
func isBool(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsBoolean != 0
}

// answers reports whether a parameter or field named name, of type t,
// is a function whose role is to answer (a hash, a key or ID of a value,
// an ordering or equality, the value a cache loads for a key) by the
// name Go code gives it (hash, keyFunc, less, cmp, equal, loader,
// loaderFunc, fetcher): like a getter or a comparator, it computes from
// its arguments and calls nothing that acts. A loader that asks its own
// cache waits for itself, as sync.Once's f that calls Do does. A
// predicate (a func whose one result is a bool, named filter, pred,
// match, accept or cond) answers too: it says whether a value passes, as
// slices.IndexFunc's f does, and a filter that changes the object it is
// asked for is no user's code.
func answers(name string, t types.Type) bool {
	sig, ok := t.Underlying().(*types.Signature)
	return ok && (answerRE.MatchString(name) || contracts.Logger(name, t) ||
		predicateRE.MatchString(name) && sig.Results().Len() == 1 && isBool(sig.Results().At(0).Type()))
}

var predicateRE = regexp.MustCompile(`(?i)filter|^pred(icate)?(fn|func)?$|^match(er|fn|func)?$|^accept(or|fn|func)?$|^cond(ition)?(fn|func)?$`)

var answerRE = regexp.MustCompile(`(?i)hash|less|compar|^cmp|cmp$|equal|^eq$|^eq[A-Z_]|^(get)?key(fn|func|of)?$|keyfunc|keyfn|^(get)?id(fn|func)?$|^(load(er)?|fetch(er)?)(fn|func)?$`)

// hasher reports whether t is a hash function: a func of one parameter
// whose one result is an unsigned integer (func(K) uintptr, func(string)
// uint64), as maphash and hash/fnv compute. Like a comparator, a hash
// answers and must not act: the package calls it under its locks, and
// a hash that changes state is no user's code.
func hasher(t types.Type) bool {
	sig, ok := t.Underlying().(*types.Signature)
	if !ok || sig.Params().Len() != 1 || sig.Results().Len() != 1 {
		return false
	}
	b, ok := sig.Results().At(0).Type().Underlying().(*types.Basic)
	return ok && b.Info()&types.IsUnsigned != 0
}
