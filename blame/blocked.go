package blame

import (
	"fmt"

	"github.com/hogen-go/hogen/synth/exec/wire"
)

// Parked is what is known of a program that could not go on: the states
// of its goroutines when it stopped (the runtime's wait reasons), the one
// that ran the program first.
type Parked struct {
	States []string
	// Locker: the operation the program's goroutine waits in is a Lock or
	// RLock method (sync.Locker): the program took the lock before.
	Locker bool
	// Callback: a synthesized body (a callback the package called) is on
	// the stack of a parked goroutine.
	Callback bool
}

// A blockRule is one row of the table that judges a parked program: the
// first row whose test holds gives the verdict.
type blockRule struct {
	name  string
	test  func(p Parked, locked bool) bool
	blame Blame
	// why is the convention behind the verdict; %s is the wait.
	why string
}

// blockRules: an operation that waits for something to happen (a queue's
// Get, a Run until Stop, a Wait for workers, a Sleep) waits by design, and
// a program with no other goroutine to make it happen misused it. A
// goroutine that waits for a mutex that it, or another parked goroutine,
// holds is a deadlock, and the package's fault: its lock was held when it
// called back, or it locks twice. The program's own second Lock of a
// sync.Locker is its own fault.
var blockRules = []blockRule{
	{"second Lock", func(p Parked, locked bool) bool { return locked && p.Locker }, Generator,
		"the program called Lock twice (%s): a sync.Locker's caller must Unlock first"},
	{"deadlock", func(p Parked, locked bool) bool { return locked && p.Callback }, Program,
		"deadlock: a goroutine waits for a lock (%s) that it or another parked goroutine holds, with a callback of the package on the stack"},
	{"deadlock", func(p Parked, locked bool) bool { return locked }, Program,
		"deadlock: a goroutine waits for a lock (%s) that it or another parked goroutine holds"},
	{"sleeps", func(p Parked, _ bool) bool { return len(p.States) > 0 && p.States[0] == "sleep" }, Generator,
		"the program sleeps longer than the timeout (%s): a duration the generator chose"},
	{"waits by design", func(Parked, bool) bool { return true }, Generator,
		"blocks by design: the program waits (%s) for something that only another goroutine, which it does not have, would do"},
}

// Blocked judges a program whose goroutines were all parked (or
// sleeping) when it was stopped. It returns the blame, the rule's name
// and the message.
func Blocked(p Parked) (b Blame, rule, message string) {
	locked, wait := false, ""
	for _, s := range p.States {
		if wire.ClassOf(s) == wire.Locked {
			locked, wait = true, s
			break
		}
	}
	if wait == "" && len(p.States) > 0 {
		wait = p.States[0]
	}
	for _, r := range blockRules {
		if r.test(p, locked) {
			return r.blame, r.name, fmt.Sprintf(r.why, wait)
		}
	}
	panic("unreachable: the last rule holds")
}
