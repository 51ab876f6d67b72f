package blame_test

import (
	"strings"
	"testing"

	"github.com/hogen-go/hogen/blame"
	"github.com/hogen-go/hogen/blame/wire"
)

// A decideRow is an observation of a program that went wrong, and the
// verdict Decide must give it: the status, the rule, and for a discard
// its cause, for a finding its kind; why is a part of the verdict's Why.
type decideRow struct {
	name   string
	o      blame.Observation
	status wire.Status
	rule   string
	cause  string
	kind   blame.Kind
	why    string
}

const (
	discard = wire.StatusDiscard
	finding = wire.StatusFinding
)

var (
	deadlock = &blame.Parked{Wait: "sync.Mutex.Lock", Lock: "sync.Mutex.Lock", LockInCallback: true, Site: "q.go:12"}
	chanWait = &blame.Parked{Wait: "chan receive"}
)

func hang(busy bool, given ...string) *wire.Facts {
	return &wire.Facts{Event: wire.EvHang, Busy: busy, Given: given}
}

func checkDecide(t *testing.T, rows []decideRow) {
	t.Helper()
	for _, tc := range rows {
		v := blame.Decide(tc.o)
		if v.Status != tc.status || v.Rule != tc.rule || v.Cause != tc.cause || v.Kind != tc.kind || !strings.Contains(v.Why, tc.why) {
			t.Errorf("%s: Decide = %+v; want %s by %q, cause %q, kind %v, why with %q", tc.name, v, tc.status, tc.rule, tc.cause, tc.kind, tc.why)
		}
		if wantBlame := map[wire.Status]blame.Blame{discard: blame.Generator, finding: blame.Program}[tc.status]; v.Blame != wantBlame {
			t.Errorf("%s: blame %v, want %v", tc.name, v.Blame, wantBlame)
		}
	}
}

// TestDecideReported is the policy that weighs the two tables, row by
// row, for what the harness reported: a program that failed, by its
// facts, and one whose goroutines were all parked.
func TestDecideReported(t *testing.T) {
	checkDecide(t, []decideRow{
		// What the harness reported, judged by its facts.
		{"a precondition", blame.Observation{Facts: &wire.Facts{Event: wire.EvClause, Keyword: "requires", Callee: wire.CalleePackage}, Contract: "n >= 0"},
			discard, "precondition", "precondition", 0, ": requires n >= 0"},
		{"a postcondition", blame.Observation{Facts: &wire.Facts{Event: wire.EvClause, Keyword: "ensures", Callee: wire.CalleePackage}, Contract: "!s.Empty()", Message: "the message"},
			finding, "postcondition", "", blame.Postcondition, ": ensures !s.Empty()"},
		{"a panic", blame.Observation{Facts: &wire.Facts{Event: wire.EvPanic, Panic: wire.PanicBounds}, Message: "index out of range"},
			finding, "panic", "", blame.Panic, "index out of range"},
		{"a sandbox denial, then a panic", blame.Observation{Facts: &wire.Facts{Event: wire.EvPanic, Panic: wire.PanicNil, Denied: "open /etc/x: permission denied"}},
			discard, "sandbox", "sandbox", 0, ""},
		{"a sandbox denial, then a crash", blame.Observation{Facts: &wire.Facts{Event: wire.EvCrash, Panic: wire.PanicOther, Denied: "log: permission denied"}},
			discard, "sandbox", "sandbox", 0, ""},

		// A program whose goroutines were all parked.
		{"blocked on a channel", blame.Observation{End: blame.Blocked, Parked: chanWait},
			discard, "waits by design", "blocked", 0, "chan receive"},
		{"a generator fact explains a blocked program", blame.Observation{End: blame.Blocked, Facts: hang(false, wire.GivenHuge), Parked: deadlock},
			discard, "huge", "huge", 0, ""},
		{"blocked in a blocking operation", blame.Observation{End: blame.Blocked, Facts: hang(false, wire.GivenBlocking), Parked: chanWait},
			discard, "waits by design", "blocked", 0, ""},
		{"blocks by design, with a deadlock in a callback", blame.Observation{End: blame.Blocked, Facts: hang(false, wire.GivenBlocking), Parked: deadlock},
			finding, "deadlock", "", blame.Hang, "sync.Mutex.Lock"},
		{"own lock, blocked", blame.Observation{End: blame.Blocked, Parked: &blame.Parked{Wait: "sync.Mutex.Lock", Lock: "sync.Mutex.Lock", OwnLock: true}},
			discard, "own lock", "blocked", 0, ""},
		{"a deadlock in a walk's function", blame.Observation{End: blame.Blocked, Facts: hang(false, wire.GivenVisited), Parked: deadlock},
			finding, "visitor deadlock", "", blame.Hang, ""},
		{"a deadlock in a Reader that called the package", blame.Observation{End: blame.Blocked, Facts: hang(false, wire.GivenAnswered), Parked: deadlock},
			discard, "answering deadlock", "answering deadlock", 0, ""},
	})
}

// TestDecideHung is the policy for a program that ran long: past the
// timeout, with its stacks; before them, marked suspect; or not again.
func TestDecideHung(t *testing.T) {
	checkDecide(t, []decideRow{
		{"a computing hang", blame.Observation{End: blame.Hung, Facts: hang(true), RunnerWait: "running", Message: "ran longer"},
			finding, "hang", "", blame.Hang, "(ran longer)"},
		{"a hang in its own Lock", blame.Observation{End: blame.Hung, Facts: hang(true), RunnerWait: "sync.Mutex.Lock", RunnerOwnLock: true},
			discard, "own lock", "own lock", 0, "sync.Mutex.Lock"},
		{"a hang parked on a channel", blame.Observation{End: blame.Hung, Facts: hang(false), RunnerWait: "chan receive", Parked: chanWait},
			discard, "waits by design", "blocked", 0, ""},
		{"a hang that blocks by design", blame.Observation{End: blame.Hung, Facts: hang(false, wire.GivenBlocking), RunnerWait: "chan receive", Parked: chanWait},
			discard, "blocks by design", "blocks by design", 0, ""},
		{"a hang that blocks by design, with a deadlock in a callback", blame.Observation{End: blame.Hung, Facts: hang(false, wire.GivenBlocking), RunnerWait: "chan receive", Parked: deadlock, LockInCallback: true},
			finding, "deadlock", "", blame.Hang, ""},
		{"a hang that blocks by design, with a callback that waited for its own object", blame.Observation{End: blame.Hung, Facts: hang(false, wire.GivenBlocking, wire.GivenSelfWait), RunnerWait: "chan receive", Parked: deadlock, LockInCallback: true},
			discard, "blocks by design", "blocks by design", 0, ""},
		{"a hang that blocks by design, computing, with a lock in a callback", blame.Observation{End: blame.Hung, Facts: hang(true, wire.GivenBlocking), RunnerWait: "running", LockInCallback: true},
			discard, "blocks by design", "blocks by design", 0, ""},
		{"a hang after a huge integer, parked", blame.Observation{End: blame.Hung, Facts: hang(false, wire.GivenHuge), RunnerWait: "chan receive", Parked: deadlock},
			discard, "huge", "huge", 0, ""},

		// A suspect program that ran long, before its stacks.
		{"ran long after a huge integer", blame.Observation{End: blame.RanLong, Facts: hang(false, wire.GivenHuge), Message: "1<<30"},
			discard, "huge", "huge", 0, "ran long: "},
		{"ran long after a blocking operation", blame.Observation{End: blame.RanLong, Facts: hang(false, wire.GivenBlocking)},
			"", "", "", 0, ""},
		{"ran long after a reflected value", blame.Observation{End: blame.RanLong, Facts: hang(false, wire.GivenReflected)},
			"", "", "", 0, ""},
		{"ran long after nothing", blame.Observation{End: blame.RanLong, Facts: hang(false)},
			"", "", "", 0, ""},

		// Hangs that did not show again.
		{"slow", blame.Observation{End: blame.Slow}, discard, "slow", "generator", 0, "three times"},
		{"unrepeated", blame.Observation{End: blame.Unrepeated}, discard, "unrepeated", "generator", 0, "alone"},
	})
}

// TestDecideStacks: a suspect program that ran long has its stacks
// taken when they may tell, and runs on when nothing blames the
// generator yet.
func TestDecideStacks(t *testing.T) {
	for _, tc := range []struct {
		given  []string
		stacks bool
	}{
		{[]string{wire.GivenBlocking}, true},  // a wait by design, or a deadlock in its callback
		{[]string{wire.GivenReflected}, true}, // reflection walking a synthesized value, if it computes
		{nil, false},
		{[]string{wire.GivenEmpty}, false},
	} {
		v := blame.Decide(blame.Observation{End: blame.RanLong, Facts: &wire.Facts{Event: wire.EvHang, Given: tc.given}})
		if v.Stacks != tc.stacks || v.Status != "" {
			t.Errorf("ran long after %v: %+v, want Stacks %v and no status", tc.given, v, tc.stacks)
		}
	}
}

// TestDecideDeadlockSite: a deadlock is shown where its lock is awaited,
// with the table's words as its message.
func TestDecideDeadlockSite(t *testing.T) {
	v := blame.Decide(blame.Observation{End: blame.Blocked, Parked: &blame.Parked{Wait: "sync.Mutex.Lock", Lock: "sync.Mutex.Lock", LockInCallback: true, Site: "q.go:12"}})
	if v.Site != "q.go:12" || v.Message != v.Why || v.Message == "" {
		t.Errorf("deadlock: %+v", v)
	}
	v = blame.Decide(blame.Observation{Facts: &wire.Facts{Event: wire.EvPanic, Panic: wire.PanicOther}, Message: "boom"})
	if v.Site != "" || v.Message != "" {
		t.Errorf("a panic: %+v; want the harness's message and site kept", v)
	}
}
