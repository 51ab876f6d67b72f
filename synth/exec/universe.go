// Package exec runs generated programs: it writes and builds a harness
// for the package under test (a main package in the user's module, made
// of an interpreter runtime and tables of typed adapters, with the
// contracts compiled into the package through an overlay), feeds it
// programs, supervises its worker processes, and returns each program's
// outcome.
package exec

import (
	"go/types"
	"sort"

	"github.com/hogen-go/hogen/blame/wire"
	"github.com/hogen-go/hogen/contracts"
	"github.com/hogen-go/hogen/synth"
	"github.com/hogen-go/hogen/typesys"
	"golang.org/x/tools/go/types/typeutil"
)

// universe numbers everything a program may refer to by index: the
// operations, the types of literals, the func types of closures, the
// interfaces to synthesize, the constants, the contract clauses. The
// harness tables and the program encoder share it.
type universe struct {
	env *typesys.Env
	set *contracts.Set

	ops     map[*typesys.Op]int
	types   typeutil.Map // types.Type -> int
	typeL   []types.Type
	funcs   typeutil.Map // func type -> int
	funcL   []types.Type
	impls   typeutil.Map // synthesized interface -> int: instances of a generic interface are identical, not equal
	consts  map[*types.Const]int
	constL  []*types.Const
	clauses []*clauseRef
	byCl    map[*contracts.Clause]int

	opPre, opPost map[int][]int
	opInv         map[int][]wire.InvCheck
	skipped       []string
	funcPre       map[int][]int
	funcPost      map[int][]int
	implPre       map[int][][]int
	implPost      map[int][][]int
	// queries are the operations whose results are a value's observable
	// state (see queries).
	queries []query
}

// query is an operation without side effects (by the effect analysis)
// that takes only its receiver and returns only basic values: Len, Empty,
// Size. Their results after a program are Randoop's observable state.
type query struct {
	recv types.Type
	op   int
}

// clauseRef is a clause of a contract, compiled once.
type clauseRef struct {
	con *contracts.Contract
	cl  *contracts.Clause
}

func newUniverse(env *typesys.Env, set *contracts.Set) *universe {
	u := &universe{
		env: env, set: set,
		ops: map[*typesys.Op]int{}, consts: map[*types.Const]int{},
		byCl:  map[*contracts.Clause]int{},
		opPre: map[int][]int{}, opPost: map[int][]int{}, opInv: map[int][]wire.InvCheck{},
		funcPre: map[int][]int{}, funcPost: map[int][]int{},
		implPre: map[int][][]int{}, implPost: map[int][][]int{},
	}
	for i, op := range env.Ops {
		u.ops[op] = i
		if isQuery(op) {
			u.queries = append(u.queries, query{op.Recv, i})
		}
	}
	for i, it := range env.Synth {
		u.impls.Set(it, i)
	}
	// Types: everything a goal can be, closed under elements and fields.
	u.addType(types.Typ[types.Int])
	u.addType(types.Typ[types.String])
	u.addType(types.Universe.Lookup("error").Type())
	for _, op := range env.Ops {
		if op.Recv != nil {
			u.addType(op.Recv)
		}
		for i := 0; i < op.Sig.Params().Len(); i++ {
			u.addType(op.Sig.Params().At(i).Type())
		}
		if t := synth.TypeWord(set.Prose(op.Func).TypeWord); t != nil {
			u.addType(t) // what the generator passes to its any
		}
		for i := 0; i < op.Sig.Results().Len(); i++ {
			u.addType(op.Sig.Results().At(i).Type())
		}
	}
	for _, it := range env.Synth {
		u.addType(it)
	}
	for _, c := range env.Consts {
		if _, named := c.Type().(*types.Named); named {
			u.consts[c] = len(u.constL)
			u.constL = append(u.constL, c)
		}
	}
	u.contracts()
	return u
}

// isQuery reports whether op is a query: a method without side effects
// or parameters whose one or two results are booleans, numbers or strings.
func isQuery(op *typesys.Op) bool {
	if op.Recv == nil || op.SideEffecting || op.Sig.Params().Len() > 0 {
		return false
	}
	if _, ok := op.Recv.Underlying().(*types.Interface); ok {
		return false // its method may be a synthesized body
	}
	rs := op.Sig.Results()
	if rs.Len() == 0 || rs.Len() > 2 {
		return false
	}
	for i := 0; i < rs.Len(); i++ {
		b, ok := rs.At(i).Type().Underlying().(*types.Basic)
		if !ok || b.Info()&(types.IsBoolean|types.IsNumeric|types.IsString) == 0 {
			return false
		}
	}
	return true
}

// addType records t, and what a literal of t may contain, if code outside
// the package can name it.
func (u *universe) addType(t types.Type) {
	if !u.env.Nameable(t) || u.types.At(t) != nil {
		return
	}
	u.types.Set(t, len(u.typeL))
	u.typeL = append(u.typeL, t)
	switch v := t.Underlying().(type) {
	case *types.Pointer:
		u.addType(v.Elem())
	case *types.Slice:
		u.addType(v.Elem())
	case *types.Array:
		u.addType(v.Elem())
	case *types.Map:
		u.addType(v.Key())
		u.addType(v.Elem())
	case *types.Chan:
		u.addType(v.Elem())
		if v.Dir() == types.RecvOnly {
			// A receive-only channel is made as a channel of both
			// directions (synth.Make).
			u.addType(types.NewChan(types.SendRecv, v.Elem()))
		}
	case *types.Struct:
		for i := 0; i < v.NumFields(); i++ {
			if v.Field(i).Exported() {
				u.addType(v.Field(i).Type())
			}
		}
	case *types.Signature:
		if !u.env.Constructible(t) {
			return
		}
		u.funcs.Set(t, len(u.funcL))
		u.funcL = append(u.funcL, t)
		for i := 0; i < v.Params().Len(); i++ {
			u.addType(v.Params().At(i).Type())
		}
		for i := 0; i < v.Results().Len(); i++ {
			u.addType(v.Results().At(i).Type())
		}
	case *types.Interface:
		for i := 0; i < v.NumMethods(); i++ {
			sig := v.Method(i).Type().(*types.Signature)
			for j := 0; j < sig.Params().Len(); j++ {
				u.addType(sig.Params().At(j).Type())
			}
			for j := 0; j < sig.Results().Len(); j++ {
				u.addType(sig.Results().At(j).Type())
			}
		}
	}
}

func (u *universe) typeIndex(t types.Type) int {
	if i, ok := u.types.At(t).(int); ok {
		return i
	}
	return -1
}

// generic reports whether a contract speaks of type parameters: its
// clauses cannot yet be compiled outside their generic declaration.
func generic(con *contracts.Contract) bool {
	has := false
	var visit func(t types.Type)
	visit = func(t types.Type) {
		if has || t == nil {
			return
		}
		switch t := t.(type) {
		case *types.TypeParam:
			has = true
		case *types.Pointer:
			visit(t.Elem())
		case *types.Slice:
			visit(t.Elem())
		case *types.Map:
			visit(t.Key())
			visit(t.Elem())
		case *types.Named:
			for i := 0; i < t.TypeArgs().Len(); i++ {
				visit(t.TypeArgs().At(i))
			}
			if t.TypeParams().Len() > 0 && t.TypeArgs().Len() == 0 {
				has = true
			}
		case *types.Signature:
			for _, tup := range []*types.Tuple{t.Params(), t.Results()} {
				for i := 0; i < tup.Len(); i++ {
					visit(tup.At(i).Type())
				}
			}
			if t.Recv() != nil {
				visit(t.Recv().Type())
			}
		}
	}
	visit(con.Self)
	if con.Sig != nil {
		visit(con.Sig)
	}
	return has
}

// Skipped lists the contracts the harness leaves out, and why.
func (h *Harness) Skipped() []string { return h.u.skipped }

// clause numbers a clause for the harness.
func (u *universe) clause(con *contracts.Contract, cl *contracts.Clause) int {
	if i, ok := u.byCl[cl]; ok {
		return i
	}
	i := len(u.clauses)
	u.clauses = append(u.clauses, &clauseRef{con: con, cl: cl})
	u.byCl[cl] = i
	return i
}

// contracts assigns the clauses to the calls that check them.
func (u *universe) contracts() {
	if u.set == nil {
		return
	}
	u.dropGeneric()
	invs := u.invariantClauses()
	for i, op := range u.env.Ops { // in order: the harness source must be stable
		u.opClauses(i, op, invs)
	}
	u.funcClauses()
	u.implClauses()
}

// dropGeneric drops the contracts of generic declarations, which are
// not compiled yet, from a copy of the set, and says so.
func (u *universe) dropGeneric() {
	u.set = u.set.Filter(func(con *contracts.Contract) bool {
		if generic(con) {
			u.skipped = append(u.skipped, con.Obj.Name())
			return false
		}
		return true
	})
}

// invariants are the invariant clauses by their self type, the types in
// the order their first clause came in.
type invariants struct {
	byType map[types.Type][]int
	types  []types.Type
}

// invariantClauses numbers the invariant clauses of the set.
func (u *universe) invariantClauses() *invariants {
	invs := &invariants{byType: map[types.Type][]int{}}
	for _, con := range u.set.All() {
		if len(con.Invariants) == 0 || con.Self == nil {
			continue
		}
		for _, cl := range con.Invariants {
			if len(invs.byType[con.Self]) == 0 {
				invs.types = append(invs.types, con.Self)
			}
			invs.byType[con.Self] = append(invs.byType[con.Self], u.clause(con, cl))
		}
	}
	return invs
}

// of returns the invariant clauses of the first self type identical to t.
func (invs *invariants) of(t types.Type) []int {
	for _, it := range invs.types {
		if types.Identical(it, t) {
			return invs.byType[it]
		}
	}
	return nil
}

// opClauses assigns to operation i, op, its preconditions and
// postconditions, and the invariants of its receiver, parameters and
// results.
func (u *universe) opClauses(i int, op *typesys.Op, invs *invariants) {
	for _, con := range u.set.Effective(op.Func) {
		for _, cl := range con.Requires {
			u.opPre[i] = append(u.opPre[i], u.clause(con, cl))
		}
		for _, cl := range con.Ensures {
			u.opPost[i] = append(u.opPost[i], u.clause(con, cl))
		}
	}
	sort.Ints(u.opPre[i])
	sort.Ints(u.opPost[i])
	touch := func(t types.Type, where wire.Site) {
		for _, id := range invs.of(t) {
			u.opInv[i] = append(u.opInv[i], wire.InvCheck{Clause: id, Where: where})
		}
	}
	if op.Recv != nil {
		touch(op.Recv, wire.SiteRecv)
	}
	for j := 0; j < op.Sig.Params().Len(); j++ {
		if s, ok := wire.SiteArg(j); ok {
			touch(op.Sig.Params().At(j).Type(), s)
		}
	}
	for j := 0; j < op.Sig.Results().Len(); j++ {
		touch(op.Sig.Results().At(j).Type(), wire.SiteResult(j))
	}
}

// funcClauses assigns to the named func types of closures the
// preconditions and postconditions of their contracts.
func (u *universe) funcClauses() {
	for i, t := range u.funcL {
		if n, ok := t.(*types.Named); ok {
			if con := u.set.Of(n.Obj()); con != nil {
				for _, cl := range con.Requires {
					u.funcPre[i] = append(u.funcPre[i], u.clause(con, cl))
				}
				for _, cl := range con.Ensures {
					u.funcPost[i] = append(u.funcPost[i], u.clause(con, cl))
				}
			}
		}
	}
}

// implClauses assigns to the methods of the interfaces to synthesize the
// preconditions and postconditions of their contracts (Effective).
func (u *universe) implClauses() {
	for i, it := range u.env.Synth {
		iface := it.Underlying().(*types.Interface)
		pre := make([][]int, iface.NumMethods())
		post := make([][]int, iface.NumMethods())
		for m := 0; m < iface.NumMethods(); m++ {
			// Its own contract, and those of the interfaces it
			// implements (a ResponseWriter's Write is io.Writer's).
			for _, con := range u.set.Effective(iface.Method(m)) {
				for _, cl := range con.Requires {
					pre[m] = append(pre[m], u.clause(con, cl))
				}
				for _, cl := range con.Ensures {
					post[m] = append(post[m], u.clause(con, cl))
				}
			}
		}
		u.implPre[i], u.implPost[i] = pre, post
	}
}

// ownClause reports whether clause id was written in source, so that it
// compiles inside the package under test; hogen's shipped clauses speak
// only of exported names and compile into the harness.
func (u *universe) ownClause(id int) bool { return u.clauses[id].cl.Pos().IsValid() }

// clauseIDs lists the clauses that compile in the package under test
// (own) or in the harness.
func (u *universe) clauseIDs(own bool) []int {
	var ids []int
	for id := range u.clauses {
		if u.ownClause(id) == own {
			ids = append(ids, id)
		}
	}
	return ids
}
