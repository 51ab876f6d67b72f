package synth

import (
	"go/types"
	"strings"

	"github.com/hogen-go/hogen/contracts"

	"github.com/hogen-go/hogen/typesys"
)

// lockRole is what a method of a lock does to it: a type with Lock() and
// Unlock() is a sync.Locker, and its methods of sync.Mutex's and
// sync.RWMutex's names take or give back the lock.
type lockRole uint8

const (
	notLock      lockRole = iota
	acquires              // Lock
	tryAcquires           // TryLock: holds it if it returned true
	reads                 // RLock
	tryReads              // TryRLock
	releases              // Unlock
	releasesRead          // RUnlock
)

// lockRoleOf is op's role if its receiver is a sync.Locker.
func lockRoleOf(op *typesys.Op) lockRole {
	if op.Recv == nil || op.Func == nil || op.Field != nil || !isLocker(op.Recv) {
		return notLock
	}
	switch op.Func.Name() {
	case "Lock":
		return acquires
	case "TryLock":
		return tryAcquires
	case "RLock":
		return reads
	case "TryRLock":
		return tryReads
	case "Unlock":
		return releases
	case "RUnlock":
		return releasesRead
	}
	return notLock
}

// isLocker reports whether t, or a pointer to it, has sync.Locker's
// methods: Lock() and Unlock().
func isLocker(t types.Type) bool {
	if _, ok := t.(*types.Pointer); !ok && !types.IsInterface(t) {
		t = types.NewPointer(t)
	}
	ms := types.NewMethodSet(t)
	for _, name := range []string{"Lock", "Unlock"} {
		sel := ms.Lookup(nil, name)
		if sel == nil {
			return false
		}
		if sig := sel.Type().(*types.Signature); sig.Params().Len() != 0 || sig.Results().Len() != 0 {
			return false
		}
	}
	return true
}

// heldLock is a lock the program holds at this point of its top level:
// v's, for reading if read. sure is false after a TryLock, whose result
// the generator does not know: the program then neither unlocks it nor
// takes another.
type heldLock struct {
	v    *Var
	read bool
	sure bool
}

// lockStep decides whether a call of an op whose role is role may come
// next, and returns the receiver it must take (nil: any the generator
// chooses); afterLock says what the program then holds. By sync.Mutex's rules a
// program unlocks only what it locked (an Unlock of an unlocked mutex is
// a run-time error) and does not lock what it holds (a second Lock waits
// for ever); taking one lock at a time, it never takes two in opposite
// orders. Bodies and loops, which run an unknown number of times, and
// at times the generator does not know, take no lock.
func lockStep(role lockRole, st state) (ok bool, recv *Var) {
	if role == notLock {
		return true, nil
	}
	if st.in.bodies > 0 || st.in.loop != nil {
		return false, nil
	}
	switch role {
	case releases, releasesRead:
		h := st.in.held
		if h == nil || !h.sure || h.read != (role == releasesRead) {
			return false, nil
		}
		return true, h.v
	}
	return st.in.held == nil, nil
}

// afterLock is what the program holds after a call of role on recv.
func afterLock(role lockRole, recv Term, held *heldLock) *heldLock {
	v, _ := recv.(*Var)
	switch role {
	case acquires, reads:
		return &heldLock{v: v, read: role == reads, sure: v != nil}
	case tryAcquires, tryReads:
		return &heldLock{v: v, read: role == tryReads}
	case releases, releasesRead:
		return nil
	}
	return held
}

// heldAfter is what the program holds after evaluating t at its top
// level, holding held before: a program taken up again from Feedback
// goes on holding what its prefix took.
func (g *Generator) heldAfter(held *heldLock, t Term) *heldLock {
	switch t := t.(type) {
	case *Call:
		if t.Recv != nil {
			held = g.heldAfter(held, t.Recv)
		}
		for _, a := range t.Args {
			held = g.heldAfter(held, a)
		}
		if role := g.locks[t.Op]; role != notLock {
			held = afterLock(role, t.Recv, held)
		}
	case *Composite:
		for _, e := range t.Keys {
			held = g.heldAfter(held, e)
		}
		for _, e := range t.Elems {
			held = g.heldAfter(held, e)
		}
	}
	return held
}

// pairs are, by the names Go gives them, the methods that undo what
// another method of their receiver did before them, with that method:
// Pop restores the state Push saved, as Unlock gives back what Lock took.
var pairs = []struct{ closer, opener string }{
	{"Pop", "Push"}, {"Restore", "Save"}, {"End", "Begin"}, {"Leave", "Enter"}, {"Exit", "Enter"},
}

// PairOf returns, for a method that restores what an opener of its
// receiver saved (Pop after Push, PopState after PushState, Restore after
// Save), "-" and the opener's name; for such an opener, "+" and its own
// name; "" for any other op. The closer takes and returns nothing: a
// container's Pop, which answers with what it removes, is no such
// method.
//
// A function of the package pairs so with another by Start and Stop
// (StopProfile after StartProfile): they open and close the package's
// own state.
func PairOf(op *typesys.Op) string {
	if op.Recv == nil && op.Func != nil && op.Field == nil {
		return funcPairOf(op.Func)
	}
	if op.Recv == nil || op.Func == nil || op.Field != nil {
		return ""
	}
	name := op.Func.Name()
	if opener := openerOf(op.Recv, name); opener != "" {
		return "-" + opener
	}
	for _, p := range pairs {
		if rest, ok := strings.CutPrefix(name, p.opener); ok && openerOf(op.Recv, p.closer+rest) == name {
			return "+" + name
		}
	}
	return ""
}

// funcPairOf is PairOf of fn, a function of its package: StopX, of no
// parameters, closes what StartX opened.
func funcPairOf(fn *types.Func) string {
	scope := fn.Pkg().Scope()
	name := fn.Name()
	if rest, ok := strings.CutPrefix(name, "Stop"); ok && fn.Signature().Params().Len() == 0 {
		if _, ok := scope.Lookup("Start" + rest).(*types.Func); ok {
			return "-Start" + rest
		}
	}
	if rest, ok := strings.CutPrefix(name, "Start"); ok {
		if stop, ok := scope.Lookup("Stop" + rest).(*types.Func); ok && stop.Signature().Params().Len() == 0 {
			return "+" + name
		}
	}
	return ""
}

// openerOf returns the opener of recv's method named name, if that is a
// closer of no parameters and no results and recv has the opener.
func openerOf(recv types.Type, name string) string {
	ms := types.NewMethodSet(recv)
	if _, ok := recv.(*types.Pointer); !ok && !types.IsInterface(recv) {
		ms = types.NewMethodSet(types.NewPointer(recv))
	}
	for _, p := range pairs {
		rest, ok := strings.CutPrefix(name, p.closer)
		if !ok {
			continue
		}
		sel := ms.Lookup(nil, name)
		if sel == nil {
			return ""
		}
		if sig := sel.Type().(*types.Signature); sig.Params().Len() != 0 || sig.Results().Len() != 0 {
			return ""
		}
		if ms.Lookup(nil, p.opener+rest) != nil {
			return p.opener + rest
		}
	}
	return ""
}

// notePair counts, on v, a call of an opener or a closer (PairOf's
// pair).
func notePair(v *Var, pair string) {
	if opener, ok := strings.CutPrefix(pair, "+"); ok {
		if v.Opened == nil {
			v.Opened = map[string]int{}
		}
		v.Opened[opener]++
	} else if opener, ok := strings.CutPrefix(pair, "-"); ok && v.Opened[opener] > 0 {
		v.Opened[opener]--
	}
}

// Ends reports whether op ends the use of what it is called on: the
// package's tests call it last on a value (typesys.Env.Final), or its
// doc says so (contracts.Prose.Ends): Close, Stop, a last Finish.
func Ends(env *typesys.Env, set *contracts.Set, op *typesys.Op) bool {
	return op.Func != nil && (env.Final(op) || set.Prose(op.Func).Ends != "")
}

// ClosesOnce reports whether op is a method that closes a channel of its
// receiver unguarded (typesys.Effects.ClosesOnce): a second call panics.
func ClosesOnce(env *typesys.Env, op *typesys.Op) bool {
	return env.Effects != nil && op.Func != nil && op.Field == nil && op.Recv != nil && len(env.Effects.ClosesOnce(op.Func.Origin())) > 0
}

// StopsSends reports whether op is a method that closes, unguarded, a
// channel of its receiver that another method of its type sends on (a
// pool's Wait that closes the task channel Do sends to): it stops the
// value as Stop does (typesys.Effects.StopsSends).
func StopsSends(env *typesys.Env, op *typesys.Op) bool {
	return env.Effects != nil && op.Func != nil && op.Field == nil && op.Recv != nil && env.Effects.StopsSends(op.Func.Origin())
}
