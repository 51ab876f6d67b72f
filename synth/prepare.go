package synth

import (
	"go/types"
	"strings"

	"github.com/hogen-go/hogen/contracts"
	"github.com/hogen-go/hogen/typesys"
)

// takesContext reports whether fn takes a context.Context: by Go's
// convention it runs until the context is done (a Serve(ctx)), and
// readies nothing for the methods called after it returns.
func takesContext(fn *types.Func) bool {
	sig := fn.Type().(*types.Signature)
	for i := 0; i < sig.Params().Len(); i++ {
		if n, ok := sig.Params().At(i).Type().(*types.Named); ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "context" && n.Obj().Name() == "Context" {
			return true
		}
	}
	return false
}

// chanOpener is Preparer by Effects.ChanOpener: the name of the method
// of the method set ms, of op's receiver, that makes the channel op
// closes, or op's own name when it makes one another method of ms
// closes; "" if there is none.
func chanOpener(env *typesys.Env, ms *types.MethodSet, op *typesys.Op, iface bool) string {
	if env.Effects == nil {
		return ""
	}
	for i := 0; i < ms.Len(); i++ {
		fn, ok := ms.At(i).Obj().(*types.Func)
		if !ok {
			continue
		}
		impls := []*types.Func{fn.Origin()}
		if iface {
			impls = env.Effects.Implementations(fn)
		}
		for _, impl := range impls {
			m := env.Effects.ChanOpener(impl)
			if m == nil || takesContext(m) || ms.Lookup(m.Pkg(), m.Name()) == nil {
				continue
			}
			if fn.Origin() == op.Func.Origin() || m.Name() == op.Func.Name() {
				return m.Name()
			}
		}
	}
	return ""
}

// Preparer is the method of op's receiver whose doc says it initializes
// or starts the receiver ("Init initializes the object pool", "Start
// begins watching"), and which the package's tests call: a value of the
// type is used after it, as users use it, and what fails before it is
// the caller's misuse. It is op's own name when op is that method, ""
// when the type has none.
//
// An interface's methods are prepared by the interface's method whose
// implementations in the package say so (an IEnforcer's LoadPolicy, by
// the InitWithAdapter its Enforcer documents): a program that calls
// through the interface uses the same values.
func Preparer(env *typesys.Env, set *contracts.Set, op *typesys.Op) string {
	if op.Recv == nil || op.Func == nil || env.Usage == nil {
		return ""
	}
	t := op.Recv
	iface := types.IsInterface(t)
	if iface && env.Effects == nil {
		return ""
	}
	if _, ok := t.(*types.Pointer); !ok && !iface {
		t = types.NewPointer(t)
	}
	// The docs that speak for a method: its own, and for an interface's
	// the package's implementations of it.
	docs := func(fn *types.Func) []contracts.Prose {
		ps := []contracts.Prose{set.Prose(fn)}
		if iface {
			for _, impl := range env.Effects.Implementations(fn) {
				ps = append(ps, set.Prose(impl))
			}
		}
		return ps
	}
	ms := types.NewMethodSet(t)
	// A method whose doc says it is mandatory before the others comes
	// first: "SetFont ... is mandatory" over "ClipCircle begins a
	// clipping operation". Said so, it needs no test that calls it (the
	// tests may not reach what it readies: a device, a system bus); a
	// method that only says it initializes does.
	if m := callFirst(env, set, t, ms); m != "" {
		return m
	}
	for _, mandatory := range []bool{true, false} {
		for i := 0; i < ms.Len(); i++ {
			fn, ok := ms.At(i).Obj().(*types.Func)
			if !ok || !fn.Exported() || !mandatory && env.Usage.Calls[fn.Name()] == 0 || takesContext(fn) {
				continue
			}
			for _, pr := range docs(fn) {
				if mandatory && pr.Mandatory != "" || !mandatory && pr.Prepares != "" {
					return fn.Name()
				}
			}
		}
	}
	// Else the method that makes the channel op closes (Start, for a
	// Stop that closes what Start made), and that method itself; for an
	// interface's, those of the package's implementations of it.
	if m := chanOpener(env, ms, op, iface); m != "" {
		return m
	}
	// Else a method the tests call first on each value they call it on,
	// named as what readies it (Parsewith before Query).
	for i := 0; i < ms.Len(); i++ {
		fn, ok := ms.At(i).Obj().(*types.Func)
		if ok && fn.Exported() && env.Usage.Initializers[fn.Name()] && !takesContext(fn) && (env.Effects == nil || env.Effects.SideEffecting(fn.Origin())) {
			return fn.Name()
		}
	}
	return ""
}

// callFirst is the method of ms, the method set of t, that the doc of a
// function of the package returning t, or its element, says to call
// before using the value (contracts.Prose.CallFirst), or "".
func callFirst(env *typesys.Env, set *contracts.Set, t types.Type, ms *types.MethodSet) string {
	for _, op := range env.Ops {
		if op.Recv != nil || op.Func == nil || op.Sig.Results().Len() == 0 {
			continue
		}
		m := set.Prose(op.Func).CallFirst
		if m == "" {
			continue
		}
		r := op.Sig.Results().At(0).Type()
		if !types.Identical(r, t) && !types.Identical(types.NewPointer(r), t) {
			continue
		}
		if sel := ms.Lookup(env.Pkg, m); sel != nil && !takesContext(sel.Obj().(*types.Func)) {
			return m
		}
	}
	return ""
}

// StartsOnce reports whether op is a Start method (Start, StartSync)
// that readies its receiver (Readies) and has no error result to
// refuse a second call: a value started is not started again, as
// httptest.Server's Start panics "already started" and os/exec's
// Cmd.Start refuses, and a second Start runs a second copy of what the
// first started over the same state. prep is op's receiver's Preparer.
func StartsOnce(op *typesys.Op, prep string) bool {
	return Readies(op, prep) && strings.HasPrefix(prep, "Start") && len(typesys.ErrorResults(op.Sig)) == 0
}

// Readies reports whether op, given its receiver's Preparer prep, is
// that method or a variant of it named after it (StartSync beside
// Start, InitFromFile beside Init): it readies its receiver as the
// preparer does, instead of using one the preparer readied.
//
// A variant has the preparer's results: StartTime beside Start, which
// answers a time, is no way to start.
func Readies(op *typesys.Op, prep string) bool {
	if prep == "" || op.Recv == nil || op.Func == nil || !strings.HasPrefix(op.Func.Name(), prep) {
		return false
	}
	if op.Func.Name() == prep {
		return true
	}
	obj, _, _ := types.LookupFieldOrMethod(op.Recv, true, op.Func.Pkg(), prep)
	fn, ok := obj.(*types.Func)
	if !ok {
		return false
	}
	a, b := fn.Signature().Results(), op.Sig.Results()
	if a.Len() != b.Len() {
		return false
	}
	for i := range a.Len() {
		if !types.Identical(a.At(i).Type(), b.At(i).Type()) {
			return false
		}
	}
	return true
}
