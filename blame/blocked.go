package blame

import (
	"fmt"

	"github.com/hogen-go/hogen/blame/wire"
)

// Parked is what is known of a program that could not go on, from the
// states and stacks of its goroutines when it stopped.
type Parked struct {
	// Wait is the state of the goroutine that ran the program (a wait
	// reason of the runtime: "chan receive", "sync.Mutex.Lock", "sleep").
	Wait string
	// Lock is the wait of a goroutine parked on a mutex, or "".
	Lock string
	// LockInCallback: that goroutine has a callback of the package (a
	// synthesized body the package called) on its stack.
	LockInCallback bool
	// OwnLock: that goroutine waits in a lock method the program called
	// itself (Lock, RLock, Lock(k), WithLock), on that lock, not in one
	// the package's code called (see wire.Goroutine.TakesLock).
	OwnLock bool
	// Answering: the callback is one whose role is to answer (a getter,
	// a comparator, a Reader, a logger), and it called the package.
	// Decide sets it from the facts.
	Answering bool
	// Visited: the callback is a function handed to a walk of an object
	// (Each, Range, Do) that called that object. Decide sets it from the
	// facts.
	Visited bool
	// Site is the innermost line of the package on that goroutine's
	// stack, where the lock is awaited, or "".
	Site string
	// Caller is the line of the package that called the callback on
	// that goroutine's stack, or "": where it called back with its lock
	// held, whichever operation of the program led there.
	Caller string
}

// A blockRule is one row of the table that judges a parked program: the
// first row whose test holds gives the verdict.
type blockRule struct {
	name       string
	test       func(Parked) bool
	blame      Blame
	suspicious bool
	// why is the convention behind the verdict; %s is the wait.
	why string
	// cause counts a discard under its own name in the stats, not
	// under "blocked".
	cause bool
}

// blockRules: a goroutine that waits, inside a callback the package
// called, for a mutex that it or another parked goroutine holds is the
// lock re-entry hogen exists to find: the package called back with its
// lock held. A lock held across the program's own calls is the
// program's protocol (a second Lock of a sync.Locker, a second write
// transaction), not the package's bug. An operation that waits for
// something to happen (a queue's Get, a Run until Stop, a Wait for
// workers, a Sleep) waits by design, and a program with no other
// goroutine to make it happen misused it.
var blockRules = []blockRule{
	{"own lock", func(p Parked) bool { return p.OwnLock }, Generator, false,
		"the program called a Lock method that waits (%s) for a lock the program took itself and kept: by sync.Locker's convention a second Lock blocks until an Unlock", false},
	{"visitor deadlock", func(p Parked) bool { return p.LockInCallback && p.Visited }, Program, true,
		"a function handed to a walk of an object called that object, and waits for a lock (%s) the walk holds: a walk's doc says when its function may call the object (sync.Map.Range's \"f itself may call any method on m\"), and this one does not", false},
	{"answering deadlock", func(p Parked) bool { return p.LockInCallback && p.Answering }, Generator, false,
		"a function whose role is to answer (a getter, a comparator, a Reader, a logger) called the package, and waits for a lock (%s) the package holds while it asks: Go code calls such functions under its own lock, and one that calls back into the package is no user's code", true},
	{"deadlock", func(p Parked) bool { return p.LockInCallback }, Program, false,
		"deadlock: a callback the package called waits for a lock (%s) that it or another parked goroutine holds: the package called back with its lock held", false},
	{"lock held across calls", func(p Parked) bool { return p.Lock != "" }, Generator, false,
		"the program waits for a lock (%s) held since an earlier call: a second Lock, or a protocol the package's users follow", false},
	{"sleeps", func(p Parked) bool { return p.Wait == "sleep" }, Generator, false,
		"the program sleeps for longer than hogen waits (%s): a duration the generator chose", false},
	{"waits by design", func(Parked) bool { return true }, Generator, false,
		"blocks by design: the program waits (%s) for something that only another goroutine, which it does not have, would do", false},
}

// judgeParked judges, by blockRules, a program whose goroutines were
// all parked (or sleeping) when it was stopped: a wait the generator
// caused is discarded, counted as "blocked"; a deadlock is a hang of the
// package, at the line where the lock is awaited.
func judgeParked(p Parked) Verdict {
	wait := p.Wait
	if p.Lock != "" {
		wait = p.Lock
	}
	for _, r := range blockRules {
		if !r.test(p) {
			continue
		}
		why := fmt.Sprintf(r.why, wait)
		if r.blame == Generator {
			cause := "blocked"
			if r.cause {
				cause = r.name
			}
			return Verdict{Status: wire.StatusDiscard, Blame: r.blame, Rule: r.name, Why: why, Cause: cause,
				Costly: p.Lock == "" && !p.OwnLock}
		}
		return Verdict{Status: wire.StatusFinding, Blame: r.blame, Kind: Hang, Rule: r.name, Why: why, Suspicious: r.suspicious,
			Message: why, Site: p.Site, Root: p.Caller}
	}
	panic("unreachable: the last rule holds")
}
