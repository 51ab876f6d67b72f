package blame

import "github.com/hogen-go/hogen/blame/wire"

// End is how hogen saw a program end.
type End uint8

const (
	// Failed: the harness reported facts of what went wrong, or the
	// process died (the facts of a crash).
	Failed End = iota
	// Blocked: the harness reported the program's goroutines all parked.
	Blocked
	// RanLong: a program the harness marked suspect ran long; its
	// stacks are not taken yet.
	RanLong
	// Hung: the program ran past the timeout, and the process was
	// stopped with its goroutines' stacks.
	Hung
	// Slow: the program hung computing, but not when it ran again alone
	// with three times as long.
	Slow
	// Unrepeated: the program hung among others, but not again alone.
	Unrepeated
)

// Observation is what the harness and hogen saw of a program that went
// wrong, with no verdict: Decide gives it.
type Observation struct {
	End End
	// Facts are the harness's (or, for a process that died or hung, what
	// hogen read off its marks). Only a Blocked program may have none.
	Facts *wire.Facts
	// Message is the harness's message (or hogen's), and Contract the
	// failed clause's text: they complete the rule's sentence. For
	// RanLong, Message is what the marks said.
	Message, Contract string
	// Parked are the states of the goroutines when they were all parked:
	// of a Blocked program, or of a Hung one whose goroutine that ran the
	// program was not computing (nil otherwise).
	Parked *Parked
	// At a hang: RunnerWait is the state of the goroutine that ran the
	// program ("" when the dump does not name it), and RunnerOwnLock
	// says it waits in a Lock or RLock method the program called itself.
	// LockInCallback: a goroutine waits for a lock with a callback of the
	// package on its stack.
	RunnerWait     string
	RunnerOwnLock  bool
	LockInCallback bool
}

// Decide is where hogen decides who is at fault for a program that went
// wrong: the facts by Judge's table, the goroutines' states by the table
// of parked programs (blockRules), and the policy that weighs them.
func Decide(o Observation) Verdict {
	switch o.End {
	case Blocked:
		return decideBlocked(o)
	case RanLong:
		return decideRanLong(o)
	case Hung:
		return decideHung(o)
	case Slow:
		return unrepeated("slow", "ran longer than the timeout, but not alone with three times as long")
	case Unrepeated:
		return unrepeated("unrepeated", "a hang that did not happen again alone")
	}
	return Judge(o.Facts, o.detail())
}

// detail completes the sentence of a rule of Judge: the failed clause,
// or the message.
func (o Observation) detail() string {
	if o.Facts != nil && o.Facts.Event == wire.EvClause && o.Contract != "" {
		return o.Facts.Keyword + " " + o.Contract
	}
	return o.Message
}

// decideBlocked judges a program whose goroutines were all parked. What
// the program handed the package may explain the wait, as it explains a
// hang; that an operation blocks by design is for its goroutines' states
// to weigh: a deadlock in its callback is still the package's.
func decideBlocked(o Observation) Verdict {
	if o.Facts != nil {
		if v, flags := judge(o.Facts, ""); v.Blame == Generator && flags&overruled == 0 {
			return v
		}
	}
	var p Parked
	if o.Parked != nil {
		p = *o.Parked
	}
	p.Visited = o.Facts != nil && (o.Facts.Has(wire.GivenVisited) || o.Facts.Has(wire.GivenReentered))
	p.Answering = o.Facts != nil && o.Facts.Has(wire.GivenAnswered)
	return judgeParked(p)
}

// decideHung judges a program stopped past the timeout with its stacks.
func decideHung(o Observation) Verdict {
	v := Judge(o.Facts, o.detail())
	// A deadlock in a callback is the package's even under an operation
	// that blocks by design: the goroutines' states tell. Not when the
	// callback waited for the work its own object runs (Wait from inside
	// a task, a Close the server calls as it stops): it waits for itself,
	// and whatever then waits for its locks waits for it.
	if v.Blame == Generator && !(o.Facts.Has(wire.GivenBlocking) && o.LockInCallback && !o.Facts.Has(wire.GivenSelfWait)) {
		return v
	}
	if o.RunnerOwnLock {
		// A Lock that spins, or sleeps, until the program's own earlier
		// lock is released: counted by its rule.
		own := judgeParked(Parked{Wait: o.RunnerWait, OwnLock: true})
		own.Cause = own.Rule
		return own
	}
	if o.Parked != nil {
		return decideBlocked(o)
	}
	return v
}

// decideRanLong judges a suspect program that ran long, before its
// stacks are taken: when the generator is at fault whatever they say,
// the program is discarded now; when they may tell (a computing
// goroutine walking a synthesized value by reflection, a blocking
// operation's wait from a deadlock in its callback), Stacks asks for
// them; otherwise the program runs on, to its end or its timeout.
func decideRanLong(o Observation) Verdict {
	v := Judge(o.Facts, o.Message)
	if v.Blame != Generator {
		busy := *o.Facts
		busy.Busy = true
		return Verdict{Stacks: Judge(&busy, o.Message).Blame == Generator}
	}
	if o.Facts.Has(wire.GivenBlocking) {
		return Verdict{Stacks: true}
	}
	v.Why = "ran long: " + v.Why
	return v
}

// unrepeated is the verdict on a hang that did not show again: it has
// no reproducer and no party to blame, and is counted as the generator's.
func unrepeated(rule, why string) Verdict {
	return Verdict{Status: wire.StatusDiscard, Blame: Generator, Rule: rule, Why: why, Cause: "generator"}
}
