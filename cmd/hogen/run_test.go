package main

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
)

type event map[string]any

func (e event) str(k string) string { s, _ := e[k].(string); return s }

// hogenJSON runs the command with -json and returns its exit code and
// events. Reproducers go to a temporary directory, not into testdata.
func hogenJSON(t *testing.T, args ...string) (int, []event) {
	t.Helper()
	return hogenJSONArgs(t, append([]string{"-json", "-o", t.TempDir()}, args...)...)
}

// hogenJSONArgs runs the command with args, which include -json, and
// returns its exit code and events; it fails the test on exit 2 or 3.
func hogenJSONArgs(t *testing.T, args ...string) (int, []event) {
	t.Helper()
	code, out, errOut := hogen(t, args...)
	if code != exitOK && code != exitFindings {
		t.Fatalf("exit %d; stderr:\n%s", code, errOut)
	}
	return code, parseEvents(t, out)
}

func findings(events []event) []event {
	var out []event
	for _, e := range events {
		if e.str("Action") == "finding" {
			out = append(out, e)
		}
	}
	return out
}

func stats(t *testing.T, events []event) event {
	for _, e := range events {
		if e.str("Action") == "stats" {
			return e
		}
	}
	t.Fatal("no stats event")
	return nil
}

// paperBugs runs testdata/stack with one seed and returns after how many
// programs each of the paper's bugs showed (0: not found).
func paperBugs(t *testing.T, seed, n int) (panicAt, postAt int) {
	_, events := hogenJSON(t, "-iface", "ObserverI", "-seed", fmt.Sprint(seed), "-n", fmt.Sprint(n), "-p", "2", "../../testdata/stack")
	for _, f := range findings(events) {
		at := int(f["Programs"].(float64))
		party := f.str("Party")
		switch {
		case f.str("Blame") != "program":
			t.Errorf("seed %d: finding blamed on %s: %v", seed, f.str("Blame"), f)
		case f.str("Kind") == "panic" && (party == "stack.(*BoundedStack).Push" || party == "stack.(*BoundedStack).PushN") &&
			strings.Contains(f.str("Message"), "index out of range"):
			if panicAt == 0 || at < panicAt {
				panicAt = at
			}
		case f.str("Kind") == "postcondition" && party == "stack.(*BoundedStack).Push" && f.str("Contract") == "!self.Empty()":
			postAt = at
		default:
			t.Errorf("seed %d: unexpected finding %v", seed, f)
		}
	}
	return panicAt, postAt
}

// TestPaperBugs checks that both bugs of the paper are found, blamed on
// the package, for several seeds within a program budget.
func TestPaperBugs(t *testing.T) {
	t.Parallel() // it runs hogen on its own testdata only
	seeds := 20
	if testing.Short() {
		seeds = 4
	}
	var panics, posts []int
	for seed := 1; seed <= seeds; seed++ {
		p, q := paperBugs(t, seed, 5000)
		if p == 0 || q == 0 {
			t.Errorf("seed %d: panic found after %d programs, postcondition after %d (0: not found in 5000)", seed, p, q)
			continue
		}
		panics, posts = append(panics, p), append(posts, q)
	}
	sort.Ints(panics)
	sort.Ints(posts)
	if len(panics) > 0 && len(posts) > 0 {
		t.Logf("over %d seeds: panic after median %d, max %d programs; postcondition after median %d, max %d",
			len(panics), panics[len(panics)/2], panics[len(panics)-1], posts[len(posts)/2], posts[len(posts)-1])
	}
}

// TestStackFixed checks that the fixed stack gets no finding.
func TestStackFixed(t *testing.T) {
	t.Parallel() // it runs hogen on its own testdata only
	n := 50000
	if testing.Short() {
		n = 10000
	}
	// -n bounds the run, not the clock: on a busy machine 50000
	// programs took more than the default 10 s (CI, 48255 ran).
	code, events := hogenJSON(t, "-seed", "7", "-n", fmt.Sprint(n), "-time", "5m", "../../testdata/stackfixed")
	for _, f := range findings(events) {
		t.Errorf("finding on the fixed stack: %v", f)
	}
	if code != exitOK {
		t.Errorf("exit %d, want 0", code)
	}
	st := stats(t, events)
	if got := int(st["Programs"].(float64)); got < n {
		t.Errorf("%d programs ran, want %d", got, n)
	}
	// Every program calls the stack at least once, unless a guard skips
	// the call; observers call it again.
	if calls := int(st["Calls"].(float64)); calls < n {
		t.Errorf("%d calls in %v programs, want at least %d", calls, st["Programs"], n)
	}
}

// TestBlameTable runs one package per row of SPEC section 2's blame table
// and per oracle of section 3, and checks the exact blame and kind.
// typeArgs are the type arguments of a party, which the table leaves out:
// which instantiation fails first is the seed's doing.
var typeArgs = regexp.MustCompile(`\[[^\]]*\]`)

// raceSample: under -race -short, TestBlameTable runs one row in so many.
const raceSample = 8

func TestBlameTable(t *testing.T) {
	for i, tc := range []struct {
		pkg           string
		blame, kind   string
		party         string // "" when no finding is wanted
		contract      string
		wantDiscarded bool // the generator's fault must show in stats
		// n is the programs to run (default 1500). Rows whose programs
		// crash or hang, each costing a fresh process or the timeout,
		// run about five times what shows their evidence; rows whose
		// evidence is rare run enough for ten or more of it: which
		// programs the feedback pool makes depends on the machine's load.
		n int
		// cause is the rule of blame.Judge that must have discarded
		// programs, spared one that must have discarded none (the
		// generator keeps clear of it); args are more flags.
		cause, spared string
		args          []string
		// timeout is hogen's -timeout (default 1s): rows whose program
		// computes for ever wait it out at each run and replay, and a
		// shorter one shows the same (not under the race detector,
		// whose programs run slower).
		timeout string
	}{
		{pkg: "callerpre", blame: "program", kind: "precondition", party: "callerpre.Walk", contract: "i >= 1"},
		{pkg: "synthpost", wantDiscarded: true},
		{pkg: "invariant", blame: "program", kind: "invariant", party: "invariant.(*Range).Shift", contract: "r.lo <= r.hi"},
		{pkg: "contractfault", blame: "contract", kind: "contract-fault", contract: "xs[0] >= 0 || len(xs) > 0"},
		{pkg: "nilarg", wantDiscarded: true},
		{pkg: "deliberate", wantDiscarded: true},
		{pkg: "recursion", blame: "program", kind: "crash", party: "recursion.Depth", n: 60},
		{pkg: "relock", blame: "program", kind: "hang", party: "relock.(*Bus).Fire", n: 60},
		// A visitor taken as an any, which the package asserts to its own
		// interface: hogen synthesizes one there, and the deadlock of a
		// Visit that walks again is found.
		{pkg: "walkerbug", blame: "program", kind: "hang", party: "walkerbug.Walk", n: 300},
		// The same visitor handed in as the data, walked by reflection:
		// the harness's value of it reaches itself.
		{pkg: "reflwalk", cause: "reflected", n: 100},
		// An RW lock of the package's own, a sync.Locker: the program
		// never takes its Lock while it holds its read lock, which
		// would spin in its own Lock (see synth's lockStep); relock
		// (above) is the pair.
		{pkg: "ownlock", spared: "own lock", n: 100},
		// A Reader the package reads under its lock, which asks the
		// package for its node: discarded, not found; loggerbug's
		// observer, called under a lock, is the pair.
		{pkg: "answerlock", cause: "answering deadlock", n: 300},
		{pkg: "exit", cause: "deliberate exit", n: 100},
		// A *bufio.Reader that another package's constructor of a value
		// the package takes reads from is made by bufio.NewReader: a zero
		// one is for Reset only, and reads nothing for ever (batch 75
		// AQ8: the old binary hung in the other package, at 0 programs/s,
		// and reported it with -time 30s); the session's own read before
		// its list is found.
		{pkg: "readhdr", n: 300},
		{pkg: "readhdrbug", blame: "program", kind: "panic", party: "readhdrbug.(*Session).Last", n: 300},
		// A Fatalln of a logger on stdout, or a Printf of a logger left
		// unset then os.Exit, says why where the harness cannot see it:
		// the end is still the package's design, in its code (batch 74
		// AP3, AP6: the old binary reported both as crashes); a Stop that
		// ends the process without a word is still found.
		{pkg: "silentexit", cause: "documented exit", n: 300},
		{pkg: "silentexitbug", blame: "program", kind: "crash", party: "silentexitbug.(*Server).Stop", n: 300},
		{pkg: "exitbug", blame: "program", kind: "panic", party: "exitbug.Last", n: 100, args: []string{"-skip", "Halt"}},
		{pkg: "exitbug", blame: "program", kind: "crash", party: "exitbug.Halt", n: 100, args: []string{"-skip", "Last"}},
		{pkg: "stringer", blame: "program", kind: "panic", party: "stringer.(*Readings).String"},
		{pkg: "noisy"},                        // prints and reads stdin: no finding, no broken protocol
		{pkg: "readall", wantDiscarded: true}, // a Reader returning n > len(p) breaks io.Reader's shipped contract
		// With a live background goroutine, the watchdog sees the hang.
		// Do runs the job it is handed and keeps it no longer: a job that
		// calls Do again is a visitor's re-entry, which Do's doc does not
		// allow, and the deadlock is suspicious.
		{pkg: "bghang", blame: "program", kind: "hang", party: "bghang.(*Pool).Do", n: 8, args: []string{"-suspicious"}, timeout: "300ms"},
		// The invariant broken when Put calls back is Put's, not the reader's.
		{pkg: "callout", blame: "program", kind: "invariant", party: "callout.(*Cache).Put", contract: "c.count == len(c.items)"},
		// A shipped contract: sort.Interface's Swap takes indices in [0, Len()).
		{pkg: "badswap", blame: "program", kind: "precondition", party: "badswap.Reverse", contract: "0 <= i && i < self.Len() && 0 <= j && j < self.Len()"},
		// Preconditions in words: "It panics if ...", "undefined if f changes".
		{pkg: "prose", wantDiscarded: true},
		// Each rule of blame.Judge that blames the generator, with a
		// package of the same shape where the package's own bug is found.
		// A type with a constructor is not built by hand; one whose doc
		// says its zero value is ready to use is, and its bug is found.
		{pkg: "zeroctor"},
		{pkg: "zerodoc", blame: "program", kind: "panic", party: "zerodoc.(*Counter).Add"},
		// A slice handed as an any key is the program's doing; a slice the
		// package hashes itself is its bug.
		{pkg: "anykey", cause: "uncomparable"},
		{pkg: "anykeybug", blame: "program", kind: "panic", party: "anykeybug.(*Set).AddAll"},
		// A type assertion fails on an Item the program made; another
		// fails on the package's own entries.
		{pkg: "foreign", cause: "foreign"},
		{pkg: "foreignbug", blame: "program", kind: "panic", party: "foreignbug.(*Tree).Min"},
		// A list added to itself and printed; recursion (above) is the
		// pair, a stack overflow with no cycle.
		{pkg: "selfref", cause: "self", n: 100},
		// Huge and negative sizes; the pair is testdata/stack's capacity
		// bug (TestStack), an index out of range with no such value.
		{pkg: "huge", cause: "huge", n: 500},
		{pkg: "huge", cause: "negative", n: 500},
		// No length is huge, but their product is: a cross join of two
		// long ranges runs out of memory by the program's doing.
		{pkg: "product", cause: "huge", n: 1500},
		// An iterator returned by value, whose pointer methods a program
		// calls on the variable that holds it: Value before Next is a
		// misuse the package's tests never make; an off-by-one Next is the
		// package's.
		{pkg: "cursor", cause: "unguarded"},
		{pkg: "cursorbug", blame: "program", kind: "panic", party: "cursorbug.(*Iterator).Next"},
		// A result that came with an error is not to be used: a call on
		// it is skipped, as in if err == nil { c.Put(k, v) }, and no
		// program is lost to it. A result that came with none is the
		// package's to get right.
		{pkg: "errres", spared: "errored"},
		{pkg: "errresbug", blame: "program", kind: "panic", party: "errresbug.(*Cache).Put"},
		// An interface hogen synthesizes is also called, on what the
		// package returned: the wrapper Capped made is the package's code.
		{pkg: "wrapbug", blame: "program", kind: "panic", party: "wrapbug.(*capped).Next"},
		// A receive-only channel may come closed: a cancelled context's
		// Done reaches the path that drops the tasks.
		{pkg: "donebug", blame: "program", kind: "panic", party: "donebug.(*Pool).Run"},
		// A loop of Grow, which doubles, asks for gigabytes: the loop
		// stops at 1 GB of heap, blamed on its size, and no out-of-memory
		// is reported.
		{pkg: "doubling", cause: "huge", n: 3000},
		// A less of ordered keys compares them, as Go's comparators do: a
		// tree whose less answers a constant is a list, and never has the
		// node with two children whose Delete crashes.
		{pkg: "treebug", blame: "program", kind: "panic", party: "treebug.(*Tree).Delete", n: 10000},
		// A comparator is a strict weak ordering: one that answers 1 for
		// every two keys loses what a sorted set inserts, by the
		// program's doing.
		{pkg: "sortedset"},
		// A receive-only channel field is the object's delivery to its
		// user (time.Ticker's C): programs receive from it, and reach
		// the bug of what the object does once a value is taken.
		// nil where the doc says what nil means ("If logger is nil, the
		// pool logs nothing") is an argument like any other: what
		// follows from it is the package's.
		{pkg: "nildefault", blame: "program", kind: "panic", party: "nildefault.(*Pool).Close"},
		{pkg: "feedbug", blame: "program", kind: "panic", party: "feedbug.(*Feed).Last", n: 300},
		// A second Close is undefined (io.Closer); a first one that panics
		// after another operation is the package's.
		{pkg: "closetwice", cause: "closed twice"},
		{pkg: "closebug", blame: "program", kind: "panic", party: "closebug.(*Conn).Close"},
		// A weak rule: a division by the length of an empty slice is
		// suspicious, shown only with -suspicious and never counted.
		{pkg: "emptydiv"},
		{pkg: "emptydiv", blame: "program", kind: "panic", party: "emptydiv.Pick", args: []string{"-suspicious"}},
		// The same by a count of zero, in a goroutine of the package's.
		{pkg: "emptycount", n: 400},
		{pkg: "emptycount", blame: "program", kind: "crash", party: "emptycount.Share.func1", n: 300, args: []string{"-suspicious"}},
		// And by the last element of an empty table handed over; a slice
		// the package emptied itself is its bug.
		{pkg: "emptylast"},
		{pkg: "emptylast", blame: "program", kind: "panic", party: "emptylast.Name", args: []string{"-suspicious"}},
		{pkg: "emptylastbug", blame: "program", kind: "panic", party: "emptylastbug.(*History).Last"},
		// A method handed its own receiver (b.Absorb(b)) is suspicious at
		// most; the same method's bug on two bags is found.
		{pkg: "recvarg"},
		{pkg: "recvarg", blame: "program", kind: "panic", party: "recvarg.(*Bag).Absorb", args: []string{"-suspicious"}},
		{pkg: "recvargbug", blame: "program", kind: "panic", party: "recvargbug.(*Bag).Absorb"},
		// Arithmetic of math/big still at work after the timeout: a power
		// of a power is the program's workload. A loop of the package's
		// own that never ends is its bug: spinqbug, below.
		{pkg: "bigpow", cause: "huge", n: 200, timeout: "300ms"},
		// An option receives the object its constructor is building: it
		// configures, and does not drive it; the same option handed to a
		// method of a live pool may, and the pool's bug is found.
		{pkg: "options"},
		{pkg: "optionsbug", blame: "program", kind: "panic", party: "optionsbug.(*Pool).Reconfigure"},
		// A Clock's Now is a query, and a synthesized one does not act; a
		// hook of the same interface called under the lock is an action,
		// and the deadlock is found.
		{pkg: "clock"},
		{pkg: "clockbug", blame: "program", kind: "hang", party: "clockbug.(*Cache).Set", n: 200},
		// A Get whose doc says it blocks until an item comes waits by
		// design; a Drain that says nothing of waiting and spins is hung.
		{pkg: "spinq", cause: "blocks by design", n: 60, timeout: "300ms"},
		{pkg: "spinqbug", blame: "program", kind: "hang", party: "spinqbug.(*Queue).Drain", n: 5, timeout: "300ms"},
		// A retry loop of a callback that only fails runs by design; one
		// that goes on after the callback succeeded is hung.
		{pkg: "retry", cause: "retried", n: 60, timeout: "300ms"},
		{pkg: "retrybug", blame: "program", kind: "hang", party: "retrybug.Do", n: 10, timeout: "300ms"},
		// The package's tests show the protocol: Valid before Key, and
		// nothing after Flush. A Key the guard says false of is skipped,
		// as a call whose precondition fails, and no program is lost to
		// it; a Key the guard allows that panics, and an Add before
		// Flush that panics, are found.
		{pkg: "guard", spared: "unguarded"},
		{pkg: "guardbug", blame: "program", kind: "panic", party: "guardbug.(*Iter).Key"},
		{pkg: "final", cause: "ended"},
		// The same protocol stated in the doc ("stop accepting"), and
		// reaching a group the stopped pool handed out.
		{pkg: "stopdoc", cause: "ended"},
		// An element handed back after the doc's Reset cleared its list.
		{pkg: "reset", cause: "ended"},
		{pkg: "finalbug", blame: "program", kind: "panic", party: "finalbug.(*Batch).Add"},
		// A task that calls Wait on its own pool waits for itself; a task
		// that submits another, as the doc allows, deadlocks on the lock
		// Wait holds, and is found.
		{pkg: "selfwait", cause: "waits for itself"},
		{pkg: "selfwaitbug", blame: "program", kind: "hang", party: "selfwaitbug.(*Pool).Wait", n: 300},
		// A slot of one ring given to another is the program's doing; a
		// ring that mishandles its own slot is found.
		{pkg: "crossed", cause: "crossed", n: 6000},
		{pkg: "crossedbug", blame: "program", kind: "panic", party: "crossedbug.(*Ring).Give", n: 6000},
		// A channel handed in after the package closed it, empty or with
		// values still in it; the package's own double close is found.
		{pkg: "closedchan", cause: "closed channel"},
		{pkg: "closedchanbug", blame: "program", kind: "panic", party: "closedchanbug.(*Hub).Close"},
		// A clause that reads through a nil the program passed is the
		// program's doing; the same clause false on a Box that is there
		// is the package's bug.
		{pkg: "contractnil", cause: "contract nil"},
		{pkg: "contractnilbug", blame: "program", kind: "postcondition", party: "contractnilbug.Fill", contract: "b.N == n", cause: "contract nil"},
		// String panics on a nil Stringer the program handed in: the nil
		// rule holds for oracles too; stringer (above) is the pair, a
		// String that fails on a value the package built.
		{pkg: "oraclenil", cause: "nil"},
		// An index past the receiver's length (its Len), to an accessor
		// whose doc says nothing of one, is the program's misuse; a
		// Delete that fails on the last position, in range, is the
		// package's bug.
		{pkg: "beyond", cause: "beyond"},
		{pkg: "beyondbug", blame: "program", kind: "panic", party: "beyondbug.(*Seq).Delete", cause: "beyond"},
		// An index that the runtime's message names as the one it could
		// not take, and that the program passed as an index, is past the
		// receiver's end though the receiver has no length to measure it
		// by (AddTransition(t, 7) on an empty state); Compact's own read
		// past the end, handed no index, is found.
		{pkg: "unmeasured", cause: "beyond", n: 300},
		{pkg: "unmeasuredbug", blame: "program", kind: "panic", party: "unmeasuredbug.(*State).Compact", cause: "beyond", n: 300},
		// An any whose doc names its type ("must be a uint type") gets a
		// value of that type, and the bug of a level of 0 is found.
		{pkg: "mistyped"},
		{pkg: "mistypedbug", blame: "program", kind: "panic", party: "mistypedbug.(*List).Add"},
		// A function handed to Each that changes the list Each walks
		// misuses it, unless Each's doc lets it call the list.
		{pkg: "visited", cause: "visited"},
		{pkg: "visitedbug", blame: "program", kind: "panic", party: "visitedbug.(*List).Each"},
		// make([]Item, n) hands the package n nil Items: the nil rule
		// covers a slice holding them; Pop's own bug is still found.
		{pkg: "nilelem", cause: "nil"},
		{pkg: "nilelembug", blame: "program", kind: "panic", party: "nilelembug.(*Queue).Pop"},
		// A type that embeds a sync.RWMutex promotes its Lock and RLock:
		// the program does not call them, and takes no lock the package's
		// own methods then wait for; a hook called with the lock held
		// that reads the entry is the package's deadlock.
		{pkg: "embedlock", n: 300},
		{pkg: "embedlockbug", blame: "program", kind: "hang", party: "embedlockbug.(*Entry).Set", n: 300},
		// A logger (Info(msg string)) is called under the bus's lock, as
		// Go code logs anywhere: it records and stays quiet; an observer
		// called under the lock that subscribes is the package's deadlock.
		{pkg: "logger", n: 300},
		{pkg: "loggerbug", blame: "program", kind: "hang", party: "loggerbug.(*Bus).Publish", n: 300},
		// The only constructor returns an interface that *Ring implements,
		// under another name: no Ring is built by hand; the ring's own
		// bug is found through the constructor.
		{pkg: "ifacector", n: 300},
		{pkg: "ifacectorbug", blame: "program", kind: "panic", party: "ifacectorbug.(*Ring).Put", n: 300},
		// A value a sync.Pool hands out is Reset before use, and not used
		// after it went back (the package's own Marshal does so); a bug of
		// a reset Encoder is still found.
		{pkg: "pooled", cause: "unreset", n: 300},
		{pkg: "pooledbug", blame: "program", kind: "panic", party: "pooledbug.Marshal", n: 300},
		// A value set into itself, or into a value it holds, is a cycle
		// String does not guard against (the self rule, for arguments of
		// any pointer type); String's own bug is still found.
		{pkg: "selfarg", cause: "self", n: 150},
		{pkg: "selfargbug", blame: "program", kind: "panic", party: "selfargbug.(*Value).String", n: 300},
		// Stop, whose doc (on the interface's method) says to call it just
		// once, called twice is the program's misuse, as a second Close;
		// Now's own bug after a Stop is found.
		{pkg: "stoponce", cause: "closed twice", n: 300},
		// A second Stop is as undefined as a second Close (io.Closer):
		// the program's; a first Stop of a server never started that
		// fails is the package's.
		{pkg: "stoptwice", cause: "closed twice", n: 300},
		{pkg: "stoptwicebug", blame: "program", kind: "panic", party: "stoptwicebug.(*Server).Stop", n: 300},
		// "Start starts the server": a value is started once, as os/exec's
		// Cmd is; a second Start is the program's misuse.
		{pkg: "startonce", cause: "closed twice", n: 300},
		// A sink handed to a value the program shut down is shut down
		// with it (http.Server's Shutdown closes its listeners), and a
		// value made over a stopped sink sends to it: using either, or
		// shutting it down again, is the program's doing (the old binary
		// reported the fan-out's and the front end's closed channels);
		// the Shutdown of one sink that closes its siblings' queue is
		// found.
		{pkg: "ownedstop", cause: "closed twice", n: 300},
		// A state function that runs its own lexer again, from inside
		// that run, runs a second copy over the state the first is using
		// (corpus Z1: the old binary reported the outer run's close of
		// the channel the inner one closed); a lexer whose nested run of
		// another lexer breaks the outer one is found.
		{pkg: "rerun", cause: "closed twice", n: 300},
		{pkg: "rerunbug", blame: "program", kind: "panic", party: "rerunbug.(*L).Next", n: 1000},
		// A value whose Lock the program holds takes nothing but its
		// Unlock, at the top level or from a function the package runs
		// (batch 74 AP2: the old binary reported the program's own lock as
		// the package's); a hook the package calls under its lock, which
		// asks the spinner again, is found.
		{pkg: "heldlock", n: 300},
		{pkg: "heldlockbug", blame: "program", kind: "hang", party: "heldlockbug.(*Spinner).Reverse", n: 600},
		{pkg: "ownedstopbug", blame: "program", kind: "panic", party: "ownedstopbug.(*Sink).Add", n: 300},
		{pkg: "stoponcebug", blame: "program", kind: "panic", party: "stoponcebug.(*timer).Now", n: 300},
		// A Fatal whose doc says the process exits ends the program as
		// documented (log's convention); exit's undocumented os.Exit is
		// still a crash.
		{pkg: "exitdoc", cause: "documented exit", n: 300},
		// A NaN an empty digest returned, handed back as a weight, is
		// garbage in (huge covers NaN floats); Quantile's own walk past
		// the end at q >= 1 is still found.
		{pkg: "nanweight", cause: "huge", n: 300},
		// An index into an empty (nil) slice type is past its Len of 0:
		// beyond measures nil slices too (beyondbug is the bug side).
		{pkg: "nilslice", cause: "beyond", n: 300},
		{pkg: "nanweightbug", blame: "program", kind: "panic", party: "nanweightbug.(*Digest).Quantile", n: 600},
		// The tests use a zero Encoder for EncodeAll only: a zero one the
		// program built takes no Write, nor goes where an io.Writer is
		// taken; EncodeAll's own bug is found.
		{pkg: "zerouse", n: 300},
		{pkg: "zerousebug", blame: "program", kind: "panic", party: "zerousebug.(*Encoder).EncodeAll", n: 300},
		// A nil func that the package's timer runs on a goroutine after
		// the program ended crashes a later one: a lasting mark, written
		// once, whatever reads of the pipe cut or join the harness's writes.
		{pkg: "latenil", cause: "nil", n: 600},
		// The tests build a Sink only to assert it is an io.Writer, or
		// through its unexported fields, and Options for one setter though
		// the doc says to use NewOptions: none is how users make them, and
		// the program uses the constructors; First's bug is found.
		{pkg: "ctortest", n: 300},
		{pkg: "ctortestbug", blame: "program", kind: "panic", party: "ctortestbug.(*Sink).First", n: 300},
		// A reader handed to Load, which holds the Store's lock while it
		// reads, asks the Store's Len: a visitor's re-entry, suspicious; a
		// hook the Store keeps and calls under its lock is its bug.
		{pkg: "visitlock", blame: "program", kind: "hang", party: "visitlock.(*Store).Load", n: 300, args: []string{"-suspicious"}},
		// A reader the program wraps around a Conn that Dial returned
		// with an error is as unusable as the Conn: the calls that take
		// it are skipped, and none is discarded for a nil.
		{pkg: "errembed", spared: "nil"},
		// A false-positive rate outside [0, 1] and a negative compression
		// size tables out of range: the program's doing; Last's bug on an
		// empty Digest is found.
		{pkg: "floatdomain", cause: "negative float", n: 400},
		{pkg: "floatdomainbug", blame: "program", kind: "panic", party: "floatdomainbug.(*Digest).Last", cause: "huge", n: 400},
		// A callback that reads the variable its own call will bind reads
		// a zero Builder New never makes: zero use; Last's bug is found.
		{pkg: "unbound", cause: "zero use"},
		{pkg: "unboundbug", blame: "program", kind: "panic", party: "unboundbug.Builder.Last", cause: "zero use"},
		// The tests build a Context by hand only to ask its Pattern: a
		// hand-built one takes no Param; Last's bug is found.
		{pkg: "litmethods", cause: "hand-built use"},
		{pkg: "litmethodsbug", blame: "program", kind: "panic", party: "litmethodsbug.(*Context).Last", cause: "hand-built use"},
		// A package that makes a new value of a synthesized
		// implementation's type by reflection, and calls it: the zero
		// proxy answers zeros (batch 81, fuego's schemas).
		{pkg: "reflnew", n: 300},
		// The tests build Routes only as literals that set their
		// BaseRoute, and Get makes them: the generator builds no zero
		// Route; FirstSegment's bug on Get's route is found.
		{pkg: "zerofields", n: 600},
		{pkg: "zerofieldsbug", blame: "program", kind: "panic", party: "zerofieldsbug.(*BaseRoute).FirstSegment", n: 600},
		// Cancel, which New sets from context.WithCancel, is no hook
		// the program sets: no finding; the OnClose hook that Close
		// calls with its lock held deadlocks, the package's bug.
		{pkg: "wiredfunc", n: 600},
		{pkg: "wiredfuncbug", blame: "program", kind: "hang", party: "wiredfuncbug.(*Server).Close", n: 600},
		// New makes a server "non-started": Port before any Start is
		// unstarted; Pop's bug on an empty list is found either way.
		{pkg: "unstarted", cause: "unstarted", n: 600},
		{pkg: "unstartedbug", blame: "program", kind: "panic", party: "unstartedbug.(*Server).Pop", cause: "unstarted", n: 600},
		// NewRadio's doc says to call Enable before using it, and
		// Enable's that it comes before any other call, though the
		// tests never call it: Send before Enable is the program's;
		// Scan's bug, when the callback clears what it walks, is found.
		{pkg: "callfirst", n: 600},
		// UnmarshalJSON of bytes that are no JSON value indexes past
		// them: json.Unmarshaler's doc lets it assume valid JSON. Add's
		// bug, when the hook clears the list, is found.
		{pkg: "jsoninput", cause: "not json", n: 600},
		// A Kind numbered from one (1 << iota) and never combined bit
		// by bit: a Shape with no kind is none, and Unit(0) neither;
		// the table with no Triangle formula is found.
		{pkg: "enumzero", n: 600},
		// AddRow's doc: "the number of values must match the number
		// of columns", naming no parameter: more cells than columns are
		// the program's; Column's off-by-one is found.
		{pkg: "countsagree", cause: "documented", n: 600},
		{pkg: "countsagreebug", blame: "program", kind: "panic", party: "countsagreebug.(*Table).Column", cause: "documented", n: 600},
		{pkg: "enumzerobug", blame: "program", kind: "panic", party: "enumzerobug.Shape.Area", n: 600},
		{pkg: "jsoninputbug", blame: "program", kind: "panic", party: "jsoninputbug.(*Tags).Add", cause: "not json", n: 600},
		{pkg: "callfirstbug", blame: "program", kind: "panic", party: "callfirstbug.(*Radio).Scan", n: 600},
		// A Write after a SetSchema that failed meets the schema it
		// left nil: errored; Write's bug on a row longer than the
		// schema is found.
		{pkg: "failedsetup", cause: "errored", n: 600},
		{pkg: "failedsetupbug", blame: "program", kind: "panic", party: "failedsetupbug.(*Writer).Write", cause: "errored", n: 600},
		// The tests call only Success on a zero Spinner: it readies
		// nothing (it returns no Spinner), and UpdateText of a zero one
		// is zero use; Output's bug on a started spinner is found.
		{pkg: "zerostep", cause: "zero use", n: 600},
		{pkg: "zerostepbug", blame: "program", kind: "panic", party: "zerostepbug.(*Spinner).Output", cause: "zero use", n: 600},
		// A Variant's Valid flag vouches for bytes only Scan fills, and
		// the tests build only a null: no Variant{Valid: true} is built;
		// Value's bug, slicing past the end of every scanned variant, is
		// found.
		{pkg: "validflag", n: 1500},
		{pkg: "validflagbug", blame: "program", kind: "panic", party: "validflagbug.Variant.Value", n: 1500},
		// The tests hand a zero Conn only to Lookup, and a mock's zero
		// Stream only to a comparison: Ready of one built by hand and Do
		// of a zero Stream are zero use; Lookup's bug on the zero Conn
		// the tests show is found.
		{pkg: "builtarg", cause: "zero use", n: 600},
		{pkg: "builtargbug", blame: "program", kind: "panic", party: "builtargbug.Stats.Lookup", cause: "zero use", n: 600},
		// A synthesized Core whose With returns the lazy core around it
		// recurses through the wrapper: self; Prefix's bug is found.
		{pkg: "wrapret", cause: "self", n: 400},
		{pkg: "wrapretbug", blame: "program", kind: "panic", party: "wrapretbug.Prefix", cause: "self", n: 300},
		{pkg: "visitlockbug", blame: "program", kind: "hang", party: "visitlockbug.(*Store).Load", n: 300},
		// A check handed to Parse in an option of the call asks the
		// Registry's Len while Parse holds its lock: a visitor's re-entry,
		// suspicious; one kept by Use and called by later Parses is a hook,
		// and its deadlock the package's bug.
		{pkg: "optvisit", blame: "program", kind: "hang", party: "optvisit.(*Registry).Parse", n: 300, args: []string{"-suspicious"}},
		{pkg: "optvisitbug", blame: "program", kind: "hang", party: "optvisitbug.(*Registry).Parse", n: 300},
		// "The path must not be empty." in Nearest's doc is a precondition
		// on its receiver: its panic on an empty Path is the program's
		// doing; with the doc silent, it is the package's bug.
		{pkg: "recvmust", n: 300},
		{pkg: "recvmustbug", blame: "program", kind: "panic", party: "recvmustbug.Path.Nearest", n: 300},
		// The tests build a zero Filter only for a gob decoder to fill it
		// (dec.Decode(g)), then ask it: no zero Filter is asked; Test's
		// bug on a Filter New made is found.
		{pkg: "zerodecode", n: 400},
		{pkg: "zerodecodebug", blame: "program", kind: "panic", party: "zerodecodebug.(*Filter).Test", n: 400},
		// A synthesized Finder answers matches past the end of the text
		// Replace handed it: outside; Replace's own read past the text's
		// end after a match at its end is found.
		{pkg: "matchpos", cause: "outside", n: 400},
		{pkg: "matchposbug", blame: "program", kind: "panic", party: "matchposbug.Replace", n: 400},
		// A Channel the Server drives (Send, Recv, Close) is a transport,
		// as an io.ReadWriteCloser is: one whose Close, which the Server
		// calls under its lock as it stops, calls the Server (or waits
		// for it) is no user's; an OnStop hook the Server keeps and calls
		// under that lock, which calls Start, is its deadlock.
		{pkg: "selfclose", n: 600},
		{pkg: "selfclosebug", blame: "program", kind: "hang", party: "selfclosebug.(*Server).Stop", n: 600},
		// A Schema put in its own properties through a map the program
		// built (or in those of a Schema it holds) holds itself: self;
		// Keys' bug on any Schema is found.
		{pkg: "selfmap", cause: "self", n: 400},
		{pkg: "selfmapbug", blame: "program", kind: "panic", party: "selfmapbug.(*Schema).Keys", n: 400},
		// Set(bucket) of Buckets picks one below their Count(), as an
		// index does: beyond; Increment's read of the next bucket, past
		// the last, is found.
		{pkg: "buckets", cause: "beyond", n: 400},
		{pkg: "bucketsbug", blame: "program", kind: "panic", party: "bucketsbug.(*Buckets).Increment", n: 400},
		// A Logger (type Logger func(text string)) the Cache calls under
		// its lock logs and does not act: one that asks Len is no user's;
		// an OnPut hook that does is the Cache's deadlock.
		{pkg: "logcb", n: 600},
		{pkg: "logcbbug", blame: "program", kind: "hang", party: "logcbbug.(*Cache).Put", n: 600},
		// A graph's vertices are labeled 0 to Order()-1: Degree(v),
		// Add(v, w) and Reachable(g, v, w) of a vertex past them is
		// beyond; Degree's read of the next vertex's list is found.
		{pkg: "graphidx", cause: "beyond", n: 500},
		{pkg: "graphidxbug", blame: "program", kind: "panic", party: "graphidxbug.(*Graph).Degree", n: 500},
		// A Query keeps what the program chose for T as an any: SumInts of
		// a Query of strings asserts an integer and fails on the program's
		// choice, foreign, or on values its doc excludes ("Values can be
		// of any float type"), mistyped; Last's read past the end is found.
		{pkg: "genassert", cause: "mistyped", n: 500},
		{pkg: "genassert", cause: "foreign", n: 500}, // MaxInt's doc names no type
		{pkg: "genassertbug", blame: "program", kind: "panic", party: "genassertbug.Query.Last", n: 500},
		// A callback whose type's doc says it runs under the map's lock
		// and must not touch the map calls nothing of the package; an
		// eviction hook whose doc says nothing is the map's deadlock.
		{pkg: "lockedcb", n: 600},
		{pkg: "lockedcbbug", blame: "program", kind: "hang", party: "lockedcbbug.Map.Delete", n: 600},
		// Union's doc, on the interface's method, says a set of the other
		// kind panics; Pop's own bug on an empty set is found.
		{pkg: "ifacepanic", cause: "documented", n: 2000},
		{pkg: "ifacepanicbug", blame: "program", kind: "panic", party: "ifacepanicbug.small.Pop", n: 600},
		// An iterator advanced after an Append changed its list is stale,
		// as a map's range would be; Done's own off-by-one is found.
		{pkg: "staleiter", cause: "stale iterator", n: 600},
		{pkg: "staleiterbug", blame: "program", kind: "panic", party: "staleiterbug.(*Iterator).Next", n: 600},
		// A Store that is a handle (a struct value over a pointer): a
		// visitor of Each that calls the store is a visitor's re-entry,
		// suspicious, and a hook Set calls under its lock that reads the
		// store is Set's deadlock, also when it runs inside a walk of
		// another store; minimization keeps the rule, not only the party.
		{pkg: "visithandle", blame: "program", kind: "hang", party: "visithandle.Store.Set", n: 1500},
		// A Run, with the text it was found in unexported, is handed out
		// inside Matches: none is written by hand; Longest's own bug on
		// a text without the letter is found.
		{pkg: "handedout", n: 600},
		{pkg: "handedoutbug", blame: "program", kind: "panic", party: "handedoutbug.(*Match).Longest", n: 600},
		// Less and Swap of a sort.Interface take indexes below Len, by its
		// doc, though Less returns a bool; Swap's own off-by-one is found.
		{pkg: "sortidx", cause: "beyond", n: 600},
		{pkg: "sortidxbug", blame: "program", kind: "panic", party: "sortidxbug.(*List).Swap", n: 600},
		// A Fanout holding one sink twice, a Fanout or sink used after a
		// Close that closed it, any sink after Shutdown ("intended for use
		// immediately prior to program exit"); Peek's own bug is found.
		{pkg: "fanout", cause: "duplicate", n: 3000},
		{pkg: "fanoutbug", blame: "program", kind: "panic", party: "fanoutbug.(*Sink).Peek", n: 1500},
		// An iterator whose Release the doc of Iter says must be called,
		// kept while the program sets into its tree (inside another
		// tree's walk too), is the program's wait; a hook Set calls under
		// its write lock that reads the tree is the package's deadlock.
		{pkg: "unreleased", cause: "unreleased"},
		{pkg: "unreleasedbug", blame: "program", kind: "hang", party: "unreleasedbug.(*Tree).Set"},
		// Two maps linked in each other, or a middleware that returns the
		// Mux it wraps, are a cycle String or Serve follows for ever: the
		// self rule (the old binary saw only a value inside itself);
		// Smallest's own bug on an empty Map is found.
		{pkg: "cycle", cause: "self", n: 3000},
		{pkg: "cyclebug", blame: "program", kind: "panic", party: "cyclebug.(*Map).Smallest"},
		// A Schedule's Next computes a time from a time (a function of its
		// arguments, as a hash is): quiet, it removes nothing from the
		// scheduler that asks it under its lock; an observer that does is
		// the scheduler's deadlock.
		{pkg: "schedule"},
		{pkg: "schedulebug", blame: "program", kind: "hang", party: "schedulebug.(*Cron).Advance"},
		// Init initializes a Pool, by its doc, and the tests call it: the
		// program calls the Pool's other methods after it, and a Get
		// before Init is its misuse; Put's own overflow is found.
		{pkg: "prepare"},
		{pkg: "preparebug", blame: "program", kind: "panic", party: "preparebug.(*Pool).Put"},
		// The same through an interface of the type's methods: an
		// IEnforcer's LoadPolicy is prepared by the InitWithModel its
		// implementation documents; Rules' own read past the end is found.
		{pkg: "ifaceprep", n: 300},
		{pkg: "ifaceprepbug", blame: "program", kind: "panic", party: "ifaceprepbug.(*Enforcer).Rules", n: 300},
		// A nil the doc allows, passed as one element of a variadic
		// parameter of a func type: the harness takes it as a nil
		// element (it was once a nil of the slice's type, and an internal
		// error).
		{pkg: "variadicnil", n: 300},
		// A struct of exported fields that embeds one the package fills
		// (a Tpl, which CreateTpl makes and hands to the function that
		// draws it), written by hand as no test writes one: its failure
		// is suspicious, not a finding (and shown with -suspicious);
		// LastPage's own read past the pages is found.
		{pkg: "unshown", blame: "program", kind: "panic", party: "unshown.(*Tpl).AddFont", args: []string{"-suspicious"}, n: 300},
		{pkg: "unshownbug", blame: "program", kind: "panic", party: "unshownbug.(*Doc).LastPage", n: 300},
		// A method whose doc says it is mandatory to call it before
		// writing (SetFont) readies its receiver as an Init does: a Write
		// before it is the program's; Longest's own read past the lines is
		// found.
		{pkg: "mandatory", n: 300},
		{pkg: "mandatorybug", blame: "program", kind: "panic", party: "mandatorybug.(*Doc).Longest", n: 300},
		// A slice used after a method of it returned it resliced (Dedup,
		// whose doc says it returns the modified list and clears the
		// rest): append's convention makes the result the slice, and the
		// old one's cleared elements are the program's; Last's own read
		// past the end is found.
		{pkg: "resliced", cause: "resliced", n: 300},
		{pkg: "reslicedbug", blame: "program", kind: "panic", party: "reslicedbug.List.Last", n: 300},
		// A func of nothing that makes a value (a factory a registry
		// calls under its lock) answers as a getter does: its body makes
		// its value and calls nothing back; Algs' own read past the names
		// is found.
		{pkg: "factory", n: 300},
		{pkg: "factorybug", blame: "program", kind: "panic", party: "factorybug.(*Registry).Algs", n: 300},
		// A struct that embeds an interface is that interface only when
		// the embedded field is set: a literal that leaves it nil (a
		// Scope with no Context, wrapped into another) is a nil Context
		// in disguise, and not written; First's own read past its keys
		// is found.
		{pkg: "embedded", n: 300},
		{pkg: "embeddedbug", blame: "program", kind: "panic", party: "embeddedbug.First", n: 300},
		// A negative length among the sizes a slice parameter gives
		// (n-grams of length -1) is no size, as a negative one alone is
		// none; Best's own read of the first match of none is found.
		{pkg: "negsizes", n: 300},
		{pkg: "negsizesbug", blame: "program", kind: "panic", party: "negsizesbug.(*Index).Best", n: 300},
		// A time a century away (a recurrence's Until, when it never
		// ends) is a huge count of the steps a walk to it takes: After
		// computing for ever is the program's workload; Last's own read
		// of the last of no occurrences is found.
		{pkg: "fartime", n: 150},
		{pkg: "fartimebug", blame: "program", kind: "panic", party: "fartimebug.(*Rule).Last", n: 150},
		// Copies of one line (a Drop per element type, each `return
		// s[n:]`) failing alike are one root cause: one finding, which
		// lists the other copies' operations.
		{pkg: "clones", n: 300},
		{pkg: "clonesbug", blame: "program", kind: "panic", party: "clonesbug.DropString", n: 300},
		// Another package's enumeration (time.Month) takes its
		// constants, as the package's own does: Month(30) is none;
		// Season's own table, a season short, is found.
		{pkg: "foreignenum", n: 300},
		{pkg: "foreignenumbug", blame: "program", kind: "panic", party: "foreignenumbug.Season", n: 300},
		// A zero error value in the tests (&NotFoundError{} in a table,
		// later errors.As's target) shows no use of it: Error on a
		// hand-built one, whose Registry the package always sets, is
		// the program's; Keys' own read past its keys is found.
		{pkg: "errtarget", n: 300},
		{pkg: "errtargetbug", blame: "program", kind: "panic", party: "errtargetbug.(*Registry).Keys", n: 300},
		// A Pop restores what a Push saved, as an Unlock gives back what
		// a Lock took: the program pops only what it pushed; Dash's own
		// read of an empty pattern is found.
		{pkg: "unpaired", n: 300},
		{pkg: "unpairedbug", blame: "program", kind: "panic", party: "unpairedbug.(*Canvas).Dash", n: 300},
		// An Image whose Bounds are empty, from a synthesized body, is a
		// tile of size 0: the division by its width is suspicious at
		// most, as a zero width is; Row's own read past its row is
		// found.
		{pkg: "emptybounds", n: 300},
		{pkg: "emptyboundsbug", blame: "program", kind: "panic", party: "emptyboundsbug.(*Pattern).Row", n: 300},
		// An interface method whose doc says what an implementation
		// returns ("Alloc should return a slice equivalent to
		// make([]int, n)"): what fails after a synthesized one returned
		// its slice is suspicious at most; Last's own read past the
		// slots is found.
		{pkg: "shaped", n: 300},
		{pkg: "shapedbug", blame: "program", kind: "panic", party: "shapedbug.(*Table).Last", n: 300},
		// A reader of fixed-size numbers in a []byte with no error for
		// a short one (binary.ByteOrder's convention), handed fewer
		// bytes than it reads, or a Table of too few Bytes: suspicious
		// at most; Hex's own read past its bytes is found.
		{pkg: "rawbuf", n: 300},
		{pkg: "rawbufbug", blame: "program", kind: "panic", party: "rawbufbug.Hex", n: 300},
		// A Finish the tests call last on each builder (bld = Build()
		// starts the next) ends the builder's use: nothing more is called
		// on it, and the list it handed over is no part of it; Last's
		// own read of an empty list is found.
		{pkg: "finished", n: 300},
		{pkg: "finishedbug", blame: "program", kind: "panic", party: "finishedbug.(*Tags).Last", n: 300},
		// A variable a test declares and assigns before any use (var
		// tree Tree; tree = New()) is no zero value the tests use; one
		// whose methods a test calls at once (var c Counter; c.Add) is.
		{pkg: "zerodecl", n: 300},
		{pkg: "zerodeclbug", blame: "program", kind: "panic", party: "zerodeclbug.(*Counter).Top", n: 300},
		// A value that came with a false found before a nil error
		// (v, found, err := d.Nested(k)) is no answer: a zero Doc.
		{pkg: "foundok", n: 300},
		{pkg: "foundokbug", blame: "program", kind: "panic", party: "foundokbug.(*Doc).Put", n: 300},
		// Edge(e) of a type with NumEdges() takes e below it, as
		// reflect's Field(i) takes i below NumField().
		{pkg: "numindex", n: 300, cause: "beyond"},
		{pkg: "numindexbug", blame: "program", kind: "panic", party: "numindexbug.(*Loop).Edge", n: 300},
		// A guard the tests ask negated (for !q.Empty() { q.Pop() })
		// guards as Valid does; the reproducer asks it so.
		{pkg: "negguard", n: 300},
		{pkg: "negguardbug", blame: "program", kind: "panic", party: "negguardbug.(*Queue).Pop", n: 300},
		// RemoveButton(i) of a type with GetButtonCount() takes i below
		// it, SetItem(i) one below len(Items()).
		{pkg: "countindex", n: 300, cause: "beyond"},
		{pkg: "countindexbug", blame: "program", kind: "panic", party: "countindexbug.(*Form).RemoveButton", n: 300},
		// An Option's Apply(*App) configures the App its constructor is
		// building, and calls nothing on it.
		{pkg: "optapply", n: 300},
		{pkg: "optapplybug", blame: "program", kind: "panic", party: "optapplybug.Run", n: 300},
		// A synthesized Height or Len reports a size: never negative.
		{pkg: "sizecb", n: 300},
		{pkg: "sizecbbug", blame: "program", kind: "panic", party: "sizecbbug.(*List).Page", n: 300},
		// A send after the Stop that closed the channel is the
		// producer's mistake; a Reset that closes it is the package's.
		{pkg: "stopsend", n: 300, cause: "after stop"},
		{pkg: "stopsendbug", blame: "program", kind: "panic", party: "stopsendbug.(*Fake).Add", n: 300},
		// The String oracle of a copy of a node built without its parts
		// is as suspicious as a call on the node.
		{pkg: "emptystr", n: 300, args: []string{"-skip", "String"}},
		{pkg: "emptystrbug", blame: "program", kind: "panic", party: "emptystrbug.(*Decl).String", n: 300, args: []string{"-skip", "String"}},
		// A literal sets the reference fields every literal shown sets
		// (the tests', or else the package's own), though the tests
		// also build a zero one for a method that needs none.
		{pkg: "wrapfield", n: 300},
		{pkg: "wrapfieldbug", blame: "program", kind: "panic", party: "wrapfieldbug.(*Transport).Connect", n: 300},
		// Records an exported function takes as a slice are built by
		// hand, as its users build them, though the package's lexer
		// makes them and its tests never do.
		{pkg: "tokensbug", blame: "program", kind: "panic", party: "tokensbug.FromTokens", n: 1000},
		// A method the package's own code calls through an interface of
		// its own (a lexer's Emitter.Emit on each rule's emitter), taking
		// the lexer's state, which the tests never call, is the package's
		// to call: no program calls TokenType.Emit with groups the lexer
		// never makes; Last's own read past the tokens is found.
		{pkg: "engine", n: 300},
		{pkg: "enginebug", blame: "program", kind: "panic", party: "enginebug.(*Lexer).Last", n: 300},
		// A zero value the tests only decode into, then use as decoded
		// (var p Policy; p.UnmarshalText(b); p.String()), is no zero
		// value for the methods called after the decoding: String of a
		// zero Policy is the program's; Actions' own read past the list
		// is found.
		{pkg: "decoded", n: 300},
		{pkg: "decodedbug", blame: "program", kind: "panic", party: "decodedbug.(*Policy).Actions", n: 300},
		// A method whose doc says it is used only inside a callback the
		// package runs ("Must be used inside an array encoding"), which
		// the tests never call, is called on what the package hands the
		// callback (MarshalArray(enc)), never at top level; Last's own
		// read past the buffer is found.
		{pkg: "inside", n: 300},
		{pkg: "insidebug", blame: "program", kind: "panic", party: "insidebug.(*Encoder).Last", n: 300},
		// An iterator returned as a struct value, kept in the program's
		// variable, used after its list changed: stale, as a pointer
		// iterator is; Last's own off-by-one is found.
		{pkg: "staleval", cause: "stale iterator"},
		{pkg: "stalevalbug", blame: "program", kind: "panic", party: "stalevalbug.(*Iterator).Value"},
		// A synthesized ToExecutor returns no executor of the package's,
		// whose doc names it: Run's failed assertion on it is foreign, as
		// on a value passed in; Log's own nil is found.
		{pkg: "foreignret", cause: "foreign", n: 600},
		{pkg: "foreignretbug", blame: "program", kind: "panic", party: "foreignretbug.(*Executor).Log", n: 600},
		// A func the Options name HashFunc answers, as a getter does: it
		// adds no vertex while AddVertex asks it under the lock; an OnAdd
		// hook called under the lock that reads the set is its deadlock.
		{pkg: "hashopt"},
		{pkg: "hashoptbug", blame: "program", kind: "hang", party: "hashoptbug.(*Set).AddVertex"},
		// A Parser the package makes and hands to its languages'
		// extensions, whose tests build a zero one only for Const: no
		// zero one takes Next; Peek's own overrun is found.
		{pkg: "zerohanded"},
		{pkg: "zerohandedbug", blame: "program", kind: "panic", party: "zerohandedbug.(*Parser).Peek"},
		// A Set is bytes Encode makes, and the tests never write one:
		// bytes the program writes are no encoding; Last's own overrun on
		// an encoded set is found.
		{pkg: "encoded", n: 600},
		{pkg: "encodedbug", blame: "program", kind: "panic", party: "encodedbug.Set.Last", n: 600},
		// Fix(h, i) takes an index into the heap h, below h.Len(), as
		// container/heap's does: a Fix that then calls Less out of range
		// passes on the program's index; Smaller's own off-by-one on a
		// heap of one is found.
		{pkg: "heapidx", cause: "index of a callback"},
		{pkg: "heapidxbug", blame: "program", kind: "precondition", party: "heapidxbug.Smaller", contract: "0 <= i && i < self.Len() && 0 <= j && j < self.Len()"},
		// A sink whose Close closes the queue wrapped around it, which
		// waits on its own goroutine for that Close, would be a wrapper
		// that calls itself; a Sink of Write and Close alone is a
		// transport, as an io.WriteCloser is, and its synthesized bodies
		// call nothing that acts.
		{pkg: "wrapsink", n: 300},
		// A function a walk runs on goroutines of its own, holding the
		// graph's lock while it waits, that removes a vertex: a visitor's
		// re-entry, not found; a hook Remove calls under its lock that
		// reads the graph is the package's deadlock.
		{pkg: "flowvisit", n: 40},
		{pkg: "flowvisitbug", blame: "program", kind: "hang", party: "flowvisitbug.(*Graph).Remove", n: 40, timeout: "300ms"},
		// A window of size 0 holds nothing, and Add indexes past it, as
		// does one over an empty slice: a zero size is suspicious at most; Last's own bug on an empty
		// window of any size is found.
		{pkg: "zerosize", n: 300},
		{pkg: "zerosizebug", blame: "program", kind: "panic", party: "zerosizebug.(*Window).Last", n: 300},
		// From here on, a pair's bug side holds its false side's code
		// too (testdata/blame/X is there for the old binary to show the
		// false alarm): the bug row's one finding, and its cause, show
		// the false side quiet without a row and a harness of its own.
		// Slice(start, end) takes a start no later than its end, as
		// s[i:j] does: a reversed range is the program's; Tail's own
		// overrun past the end is found.
		{pkg: "reversedbug", blame: "program", kind: "panic", party: "reversedbug.(*List).Tail", n: 600, cause: "reversed"},
		// A Kind the tests build zero only to call Equals on and print:
		// a zero Kind is no argument Describe takes; Initial's own
		// overrun on an empty name is found.
		{pkg: "zeroargbug", blame: "program", kind: "panic", party: "zeroargbug.Initial", n: 600, cause: "nil"},
		// A Word is one or more parts, as the parser makes it: one the
		// program builds by hand with none has no Pos, which is
		// suspicious at most; Second's own overrun is found.
		{pkg: "emptypartbug", blame: "program", kind: "panic", party: "emptypartbug.(*Word).Second", n: 600},
		// An Iterator whose doc shows its usage (for it.Next() {
		// it.Item() }), which the tests do not: Item before Next is the
		// program's; Next's own move past the last item is found.
		{pkg: "docprotobug", blame: "program", kind: "panic", party: "docprotobug.(*Iterator).Item", n: 600, cause: "unguarded"},
		// Kind is an enumeration of three constants: the program takes
		// those, not Kind(1024), whose String reads past the names;
		// Following's own overrun after the last constant is found.
		{pkg: "enumkindbug", blame: "program", kind: "panic", party: "enumkindbug.Following", n: 600},
		// Loggers around loggers: a synthesized logger that logs back
		// through the Sync around it waits for itself, a cycle the
		// program made (b303bb4 reports it at seed 2 after 5,295
		// programs); the OnLog hook the Sync calls under its mutex is
		// its deadlock.
		{pkg: "cyclelockbug", blame: "program", kind: "hang", party: "cyclelockbug.(*Sync).Log"},
		// CheckInt reads an argument of the function being called, and
		// the tests call it only there: the program calls it only in
		// the functions it registers; Call's own bug, no frame for a
		// call of no arguments, is found.
		{pkg: "cbonlybug", blame: "program", kind: "panic", party: "cbonlybug.(*State).CheckInt", n: 600},
		// A Histogram whose doc says its zero value is not ready for
		// use: none is built by hand; Count's own overrun past the
		// last bucket is found.
		{pkg: "zerodeniedbug", blame: "program", kind: "panic", party: "zerodeniedbug.(*Histogram).Count", n: 600},
		// A Sink has io.Writer's Write, and answers to its contract: a
		// synthesized one that says it wrote more than it was given
		// broke its word, and the Counter that passes the count on is
		// not to blame; Lines's own count of the newline it adds is
		// found.
		{pkg: "sinkwordbug", blame: "program", kind: "postcondition", party: "sinkwordbug.(*Lines).Write", contract: "0 <= n && n <= len(p)", n: 600, cause: "synthesized broke its word"},
		// A Server New makes, whose tests build a zero one only to wire
		// it into a context of the package's (and encode values): no
		// Server is built by hand; Last's own bug is found.
		{pkg: "wiredbug", blame: "program", kind: "panic", party: "wiredbug.(*Server).Last", n: 600},
		// A Lexer over an input.Input, another package's struct that
		// input.NewInput makes with a NUL at its end: the program makes
		// it so, never by hand; Initial's own bug on no word left is
		// found.
		{pkg: "foreignmadebug", blame: "program", kind: "panic", party: "foreignmadebug.(*Lexer).Initial", n: 600},
		// A Quoted is part of the tree Parse makes (inside a Str, a Node
		// Parse returns), with its quotes; the tests never build one: a
		// Quoted by hand without them is the program's doing, never
		// built; the parser's own Quoted of a lone quote is its bug.
		{pkg: "parsednodebug", blame: "program", kind: "panic", party: "parsednodebug.(*Str).Eval", n: 600},
		// The tests take a Builder from a helper returning &Builder{}
		// and call Root on it first (builder().Root().Child("a")): a
		// zero Builder takes Root only, and Root readies it; Parent's
		// own drop of the root is found.
		{pkg: "firststepbug", blame: "program", kind: "panic", party: "firststepbug.(*Builder).Child", n: 600},
		// A Node FindNode returns with found false, and a Graph Parse
		// returns with an error, are no answer: labelling the one and
		// printing the other are the program's; Remove's dangling edges,
		// which Neighbors follows, are found.
		{pkg: "failedlookupbug", blame: "program", kind: "panic", party: "failedlookupbug.(*Graph).Neighbors", n: 600},
		// An Iterator with Next() bool, which neither the tests nor the
		// docs show: by Go's convention Value reads the element Next
		// moved to, so a Value before it is the program's; Next's own
		// move past the last item is found.
		{pkg: "nextiterbug", blame: "program", kind: "panic", party: "nextiterbug.(*Iterator).Value", n: 600, cause: "unguarded"},
		// A Map holding a nil the package's Get handed back: the
		// program's, as a nil in a slice is; Errors' nil errors, which
		// its tests put there, are no errors, and its Error that calls
		// them is found.
		{pkg: "nilmapvalbug", blame: "program", kind: "panic", party: "nilmapvalbug.Errors.Error", n: 600},
		// Every Response the tests build sets its Request: the program's
		// Responses do too, never nil; Ratio's own division by an empty
		// URL is found.
		{pkg: "requiredbug", blame: "program", kind: "panic", party: "requiredbug.(*Response).Ratio", n: 600},
		// A Text whose Length is counted once and kept, changing the
		// text: a length by its name all the same, so a CharAt past it
		// is the program's; Concat's own read past the end is found.
		{pkg: "lazylenbug", blame: "program", kind: "panic", party: "lazylenbug.(*text).Concat", n: 600, cause: "beyond"},
		// A Tag written with the standard library's *xml.Encoder, which
		// xml.NewEncoder makes and whose doc does not call its zero
		// value ready: made so, never by hand; Write's own trim past the
		// text's end is found.
		{pkg: "stdctorbug", blame: "program", kind: "panic", party: "stdctorbug.Tag.Write", n: 600},
		// A Document handed its own embedded Element as its root holds
		// itself, and Depth's walk up never ends: the program's doing;
		// LastChild's own read past the children is found.
		{pkg: "selfpartbug", blame: "program", kind: "panic", party: "selfpartbug.(*Document).LastChild", n: 600},
		// Call's doc says user code does not call it (it is the mocks'):
		// no program calls it; Next's own read past the expectations is
		// found.
		{pkg: "internalopbug", blame: "program", kind: "panic", party: "internalopbug.(*Controller).Next", n: 600},
		// Declare returns nil and false for a name taken: a Ref to
		// that nil, a typed nil in an interface, is the program's;
		// Initial's own bug on an empty name is found.
		{pkg: "commaokbug", blame: "program", kind: "panic", party: "commaokbug.Ref.Initial", n: 600},
		// A lock of the package's own, a sync.Locker: the program
		// unlocks only what it locked, and locks what it does not hold,
		// as sync.Mutex's users do; RUnlock's own bug after an RLock is
		// found.
		{pkg: "locker", n: 600},
		{pkg: "lockerbug", blame: "program", kind: "panic", party: "lockerbug.(*RWMutex).RUnlock", n: 600},
		// A lock per key, taken with Lock(k) or WithLock(k): a program
		// whose callback asks again for a key's lock it took waits for
		// itself, whatever the method is called; a hook the set calls
		// with its own lock held that asks for a lock is its deadlock.
		{pkg: "keyedlock", n: 300},
		{pkg: "keyedlockbug", blame: "program", kind: "hang", party: "keyedlockbug.(*Keyed).Lock", n: 150},
		// A deferred generator whose function returns the generator it
		// defines, with no way out: the program's own recursion, like a
		// value that contains itself; Map's own recursion is found.
		{pkg: "selfdef", cause: "self", n: 300},
		{pkg: "selfdefbug", blame: "program", kind: "crash", party: "selfdefbug.(*Gen).Value", n: 300},
		// A zero Context the tests only keep in a field of a Response
		// they build is a placeholder: no method of a zero one is shown
		// to work, and NewContext makes them; Clone's own bug is found.
		{pkg: "placeholder", n: 300},
		{pkg: "placeholderbug", blame: "program", kind: "panic", party: "placeholderbug.(*Context).Clone", n: 300},
		// A function of a line and a position in it takes the position
		// in [0, len(line)], as slices.Insert does: past the end is the
		// program's; Word's own off-by-one at a position in range is
		// found.
		{pkg: "linepos", cause: "beyond", n: 300},
		{pkg: "lineposbug", blame: "program", kind: "panic", party: "lineposbug.Word", n: 300},
		// GetDynamicNames of a completer is for one whose IsDynamic says
		// true, by the names alone: the program asks first; a dynamic
		// completer's own failure is found.
		{pkg: "nameguard", n: 300},
		{pkg: "nameguardbug", blame: "program", kind: "panic", party: "nameguardbug.(*Completer).GetDynamicNames", n: 300},
		// A request's Mock and Response are what NewMock sets when it
		// wires the request to its mock: a request never wired is a part
		// used alone; Times's own bug on a request New wired is found.
		{pkg: "unwired", cause: "unwired", n: 300},
		{pkg: "unwiredbug", blame: "program", kind: "panic", party: "unwiredbug.(*Request).Done", n: 300},
		// WithBucket(b int) makes an option from a count, whatever its
		// parameter is called: -1 buckets is the program's; a breaker of
		// one bucket that fails is the package's.
		{pkg: "optneg", cause: "negative size", n: 300},
		{pkg: "optnegbug", blame: "program", kind: "panic", party: "optnegbug.(*Breaker).Fail", n: 300},
		// An iterator's Key, Value and SetValue are for one its IsValid
		// says is at a key, by the iterators' convention: the program asks
		// first; an IsValid that says true at the end is found.
		{pkg: "validiter", n: 300},
		{pkg: "validiterbug", blame: "program", kind: "panic", party: "validiterbug.(*Iterator).Key", n: 300},
		// A context.Context is made by its package, from Background: no
		// synthesized one, done with no error; a group's own failure
		// under such a context is found.
		{pkg: "ctxroot", n: 300},
		{pkg: "ctxrootbug", blame: "program", kind: "panic", party: "ctxrootbug.(*Group).Message", n: 300},
		// The tests parse each AST first (Parsewith, named as what readies
		// a value): an AST never parsed is not read; a parse of a blank
		// text that leaves no tree is the package's.
		{pkg: "initfirst", n: 300},
		{pkg: "initfirstbug", blame: "program", kind: "panic", party: "initfirstbug.(*AST).GetValue", n: 300},
		// Patterns and names that OrdTokens indexes by one loop are
		// parallel slices, of one length: two patterns and one name is
		// the program's; a read past both at one length is found.
		{pkg: "parallel", cause: "mismatched", n: 300},
		{pkg: "parallelbug", blame: "program", kind: "panic", party: "parallelbug.OrdTokens", n: 300},
		// A nil *Key a lookup returned for nothing, handed on as an Item,
		// is a nil in an interface (a typed nil): the value method the
		// package calls on it fails by the runtime's "called using nil",
		// as any nil handed to it; its own lookup's nil compared is found.
		{pkg: "typednil", cause: "nil", n: 300},
		// A Lookup that returns a nil pointer in a non-nil interface is
		// no nil the program handed over (!= nil says so), and one bug
		// whichever method of the result meets it (batch 74 AP8: three
		// findings for getopt's Lookup): one finding, kept.
		{pkg: "nilopt", blame: "program", kind: "panic", party: "nilopt.(*option).Name", n: 600},
		// A synthesized Alloc that hands back a node another list made
		// gives Put a node it cannot link: crossed, as an argument handed
		// across (batch 65 AG3, again in the corpus: the old binary
		// reported Put's index); Top's own read past its levels is found.
		{pkg: "allocnode", cause: "crossed", n: 300},
		{pkg: "allocnodebug", blame: "program", kind: "panic", party: "allocnodebug.(*List).Top", n: 600},
		// An options struct whose field is of an unexported interface
		// type: the harness builds (batch 76: goqite's jobs exited 3), and
		// leaves the field nil, as it cannot name the type.
		{pkg: "hiddeniface", n: 300},
		// A server MakeServer allocates is completed by Construct, as the
		// package's NewServer shows: no other method takes it before, at
		// the top level or in a loop (batch 76 AR7: the old binary
		// reported five of socket.io's Make values used bare); Leave's own
		// read of an empty list is found.
		{pkg: "twophase", n: 300},
		// A binder AcquireBind hands out is wired to its context by the
		// context's Bind (an unexported field): one acquired by hand
		// takes no method (batch 76 AR1: fiber's AcquireBind and
		// AcquireRedirect used bare); the binder's own read of an empty
		// query is found through Bind.
		{pkg: "acquired", n: 300},
		{pkg: "acquiredbug", blame: "program", kind: "panic", party: "acquiredbug.(*Bind).First", n: 600},
		// A File that embeds a Node, whose doc says Nodes are obtained by
		// calling Tree.NewNode, built by hand, takes none of the methods
		// it promotes from Node (batch 76 AR2: seven findings on
		// go-fuse's MemSymlink{} and its kin); a node wired in whose First
		// reads a child it lacks is found.
		{pkg: "embedmade", n: 300},
		// "The caller must ensure ... that step is non-zero", in the doc
		// of the interface method a List's Slice implements, binds the
		// List's callers too (batch 76 AR13: starlark's List.Slice(0, 0,
		// 0)); a Sum one past the end is found.
		{pkg: "ifacemust", cause: "documented", n: 300},
		{pkg: "ifacemustbug", blame: "program", kind: "panic", party: "ifacemustbug.(*List).Sum", n: 300},
		{pkg: "embedmadebug", blame: "program", kind: "panic", party: "embedmadebug.(*Node).First", n: 600},
		{pkg: "twophasebug", blame: "program", kind: "panic", party: "twophasebug.(*Server).Leave", n: 600},
		{pkg: "typednilbug", blame: "program", kind: "panic", party: "typednilbug.(*Set).Contains", n: 300},
		// A Reporter of Errorf and Fatalf is a part of testing.TB, whose
		// Fatalf does not return: not synthesized (one that returns made
		// the controller go on past an unexpected call); the package's
		// own Recorder finds its Finish reading past its names.
		{pkg: "reporter", n: 300},
		{pkg: "reporterbug", blame: "program", kind: "panic", party: "reporterbug.(*Controller).Finish", n: 300},
		// An iterator's Key (an interface's) is for one its IsNotEnd says
		// is at a key, though the tests read one they know is (and loop
		// on IsNotEnd); an IsNotEnd that says true at the end is found.
		{pkg: "endguard", n: 300},
		{pkg: "endguardbug", blame: "program", kind: "panic", party: "endguardbug.(*iterator).Key", n: 300},
		// RemoveLength(i, n) of a vector takes the range [i, i+n), which
		// ends at its length at most, as s[i:i+n] does: more is the
		// program's; a range that ends at the length and fails is found.
		{pkg: "span", cause: "beyond", n: 300},
		{pkg: "spanbug", blame: "program", kind: "panic", party: "spanbug.(*Vector).RemoveLength", n: 300},
		// A function whose doc says it panics (a registry never given to
		// Register) panics as documented when an operation passed the
		// program's value on to it (Capture runs CaptureOnce): the
		// program's; the same panic that no doc announces is found.
		{pkg: "docfwd", cause: "documented", n: 300},
		{pkg: "docfwdbug", blame: "program", kind: "panic", party: "docfwdbug.CaptureOnce", n: 300},
		// A registry keeps one value under a name, as expvar's and flag's
		// do: a name registered as a counter and asked for as a gauge
		// is the program's; a gauge that fails when asked for again as a
		// gauge is found.
		{pkg: "onename", cause: "one name", n: 300},
		{pkg: "onenamebug", blame: "program", kind: "panic", party: "onenamebug.GetOrRegisterGauge", n: 300},
		// A tick, period or interval of 0 is no period, as
		// time.NewTicker's doc says: what fails on a wheel made with one
		// is suspicious at most; an After that indexes past the slots of
		// a wheel with a tick is found.
		{pkg: "interval", n: 300},
		{pkg: "interval", blame: "program", kind: "panic", party: "interval.(*Wheel).After", n: 300, args: []string{"-suspicious"}},
		{pkg: "intervalbug", blame: "program", kind: "panic", party: "intervalbug.(*Wheel).After", n: 300},
		// A functional option (Option func(*Emitter)) is for the
		// constructor: none is registered as a listener an any takes,
		// which the emitter calls with a nil emitter; an Emit that fails
		// with no listeners is found.
		{pkg: "optany", n: 2000},
		{pkg: "optanybug", blame: "program", kind: "panic", party: "optanybug.(*Emitter).Emit", n: 300},
		// A dispatcher whose Start makes the channel Stop closes is
		// started before it is stopped: a Stop alone is the program's; a
		// Stop after Start that closes a channel nothing made is found.
		{pkg: "opener", cause: "unprepared", n: 300},
		{pkg: "openerbug", blame: "program", kind: "panic", party: "openerbug.(*Dispatcher).Stop", n: 300},
		// A variadic the tests never leave empty (New(4, 8), the sizes of
		// a wheel's levels) holds what the object is made of: no program
		// calls New(); an Add that fails on a wheel with a level is
		// found.
		{pkg: "levels", n: 300},
		{pkg: "levelsbug", blame: "program", kind: "panic", party: "levelsbug.(*Wheel).Add", n: 300},
		// Four methods of a queue its constructor made with nil items
		// fail on the first: one root cause, one finding.
		{pkg: "samemaking", blame: "program", kind: "panic", party: "samemaking.(*Queue).Push", n: 300},
		// "It is NOT safe to call other map funcs inside fn" forbids the
		// callback to call the map, as "must not" does: no program's fn
		// does; an Update whose doc lets fn call the map, and that
		// deadlocks when it does, is found.
		{pkg: "notsafe", n: 300},
		{pkg: "notsafebug", blame: "program", kind: "hang", party: "notsafebug.(*Map).Update", n: 300},
		// A cache's loader answers for its key, as a getter does: one that
		// asks its own cache waits for itself (sync.Once's f that calls
		// Do); a Get that fails on a value it loaded is found.
		{pkg: "loader", n: 300},
		{pkg: "loaderbug", blame: "program", kind: "panic", party: "loaderbug.(*Cache).Get", n: 300},
		// A Shutdown a process promotes from the simulation it embeds is
		// the simulation's: the simulation's own Shutdown after it is a
		// second one, the program's; a first Shutdown that fails is found.
		{pkg: "promotedstop", cause: "closed twice", n: 300},
		{pkg: "promotedstopbug", blame: "program", kind: "panic", party: "promotedstopbug.(*Simulation).Shutdown", n: 300},
		// A value the package's unsafe code left corrupt makes the
		// harness fail reading it (batch 63): not a bug of hogen's, and
		// no finding; a real bug of such a package is still found.
		{pkg: "corrupt", cause: "corrupt", n: 300},
		{pkg: "corruptbug", blame: "program", kind: "panic", party: "corruptbug.(*Table).Last", n: 300},
		// A nil list head converted to its item by unsafe arithmetic
		// faults just below nil (batch 63): the program's nil, though
		// the process died of a fault rather than a nil panic.
		{pkg: "nilfault", cause: "nil", n: 300},
		{pkg: "nilfaultbug", blame: "program", kind: "panic", party: "nilfaultbug.(*List).Count", n: 300},
		// A type that only an unexported function of its package makes,
		// which no exported one returns (batch 63): never built by hand.
		{pkg: "ownmaker", n: 300},
		{pkg: "ownmakerbug", blame: "program", kind: "panic", party: "ownmakerbug.(*Map).Get", n: 300},
		// A method that closes its receiver's channel unguarded (a
		// pool's Wait), whatever its name, is called once, and stops the
		// value when another method sends on that channel (batch 63).
		{pkg: "closesonce", cause: "closed twice", n: 300},
		{pkg: "closesoncebug", blame: "program", kind: "panic", party: "closesoncebug.(*Pool).Stats", n: 300},
		// A run loop (a client's Connect that dials until its server
		// answers, then serves it) that the tests call once, in a go
		// statement, and never otherwise (batch 62): not called.
		{pkg: "runloop", n: 300, timeout: "300ms"},
		{pkg: "runloopbug", blame: "program", kind: "panic", party: "runloopbug.(*Client).Last", n: 300, timeout: "300ms"},
		// A level past the bound the package publishes as an exported
		// constant (const L = 8 of [L]*node) is an index past the end
		// (batch 65: a skip list's Skip and CreatePair).
		{pkg: "levelbound", cause: "beyond", n: 300},
		{pkg: "levelboundbug", blame: "program", kind: "panic", party: "levelboundbug.(*List).Top", n: 300},
		// A function of the package acts on its first argument as a
		// method does on its receiver: Resolve(l, fn)'s fn is a visitor
		// of l (batch 64), and a hook it keeps is not.
		{pkg: "funcvisit", n: 1500},
		{pkg: "funcvisitbug", blame: "program", kind: "hang", party: "funcvisitbug.Resolve", n: 1500},
		// Any panic of a value used after its Close, not only a send on
		// the channel Close closed (batch 66).
		{pkg: "afterclose", cause: "after stop", n: 300},
		{pkg: "afterclosebug", blame: "program", kind: "panic", party: "afterclosebug.(*Bus).Count", n: 300},
		// A router's (a type that serves HTTP) patterns begin with "/",
		// as a request's path and http.ServeMux's patterns do: an empty
		// one (its Base, "") is the program's; a Handle that fails on "/"
		// is found.
		{pkg: "route", cause: "unrooted", n: 300},
		{pkg: "routebug", blame: "program", kind: "panic", party: "routebug.(*Router).Handle", n: 300},
		// An index a callback passes from a variable declared ahead of
		// the call that returns it is its type's zero until then: index
		// 0 of an empty vector, past its length, as at top level; a Set
		// that writes one past its index is found.
		{pkg: "fwdindex", cause: "beyond", n: 300},
		{pkg: "fwdindexbug", blame: "program", kind: "panic", party: "fwdindexbug.(*Vector).Set", n: 300},
		// The tests start Run with go l.Run(), every time: a loop until
		// Stop, which a program without a go statement would wait for
		// to the end of its time (the old binary ran 19 programs a
		// second, each a wait discarded as blocked); the loop's own Add
		// that fails is found.
		{pkg: "spawned", spared: "blocked", n: 300},
		{pkg: "spawnedbug", blame: "program", kind: "panic", party: "spawnedbug.(*Loop).Add", n: 300},
		// Config's Hasher is a role the program plays, as a parameter's
		// would be: the old binary left it nil, always, and never reached
		// Locate's division by the members Remove left empty.
		{pkg: "cfgiface", n: 300},
		{pkg: "cfgifacebug", blame: "program", kind: "panic", party: "cfgifacebug.(*Ring).Locate", n: 300},
		// A Config's Size of 0 measures 0, as NewT(0) does: what the
		// meter then divides by is suspicious at most; an AddTime that
		// does not wrap round a full sample is found.
		{pkg: "cfgsize", n: 300},
		{pkg: "cfgsizebug", blame: "program", kind: "panic", party: "cfgsizebug.(*Meter).AddTime", n: 300},
		// Less(other any) bool is a comparison by its name, pure as sort's
		// less is: one that clears the list while Delete compares is the
		// program's; a Delete that compares past the last node is found.
		{pkg: "cmpname", n: 300},
		{pkg: "cmpnamebug", blame: "program", kind: "panic", party: "cmpnamebug.(*List).Delete", n: 300},
		// A Signal the tests build only in a test that wants a panic
		// (recover() == nil is its failure) shows no use of a zero one:
		// the program does not build it, and Emit's refusal discards
		// nothing; RemoveListener's read past the last key is found.
		{pkg: "panictest", spared: "deliberate", n: 300},
		{pkg: "panictestbug", blame: "program", kind: "panic", party: "panictestbug.(*Signal).RemoveListener", n: 300},
		// Next takes the first key with no way to say there was none: as
		// container/heap's Pop, it is for a queue IsEmpty says is not
		// empty; a Next that fails taking the last key is found (the
		// guard asked before the call, not after it emptied the queue).
		{pkg: "emptytake", n: 300},
		{pkg: "emptytakebug", blame: "program", kind: "panic", party: "emptytakebug.(*Queue).Next", n: 300},
		// A reflect.Type has the methods of the package's Signature: a
		// program that hands one in, or a synthesized Signature that
		// embeds one, reaches reflect's own refusals (Out past NumOut, of
		// a type that is not a func), which are no bug of the package,
		// nor of hogen (batch 68: the old binary exited 3); a Results
		// whose Out reads past its list is found.
		{pkg: "outsider", n: 300},
		{pkg: "outsiderbug", blame: "program", kind: "panic", party: "outsiderbug.(*Results).Out", n: 300},
		// A WaitAndClose that hands the closing of its tickets to a helper
		// of its own is called once, as one that closes them itself is
		// (batch 68); the limiter's PerJob that divides by zero is found.
		{pkg: "closeshelper", cause: "closed twice", n: 300},
		{pkg: "closeshelperbug", blame: "program", kind: "panic", party: "closeshelperbug.(*Limiter).PerJob", n: 300},
		// In(i) beside NumIn() describes, as reflect.Type's does: a
		// signature that binds again from inside In, under the lock Bind
		// holds, is no user's (batch 68); the hook OnBind keeps, called
		// under that lock, is the package's deadlock, found.
		{pkg: "descriptor", cause: "answering deadlock", n: 300},
		// Send calls the handler When registered for the current state:
		// a machine no When configured calls the nil its registry holds
		// for a key no call registered, the program's omission (batch 68);
		// Rate's division by the handlers is found.
		{pkg: "registry", cause: "unregistered", n: 300},
		// "If Handler is nil, the listener is ignored" gives a nil a
		// meaning for the listener's field, not for a nil listener
		// (batch 70): Listen(nil) is the program's; Share's division by
		// the listeners is found.
		{pkg: "nilfield", cause: "nil", n: 300},
		// "Assumes all rows have the same length" states a precondition
		// as "must" does (batch 71): a ragged matrix handed to Transpose
		// is the program's; Trace, which assumes nothing, reading past a
		// short row is found.
		{pkg: "assumes", cause: "documented", n: 300},
		// "No additional tasks may be submitted" ends the pool's use, as
		// "must not be used after" does, though Submit has an error to
		// answer with (batch 70); the pool's Load that divides by the
		// tasks queued is found.
		{pkg: "submitafter", n: 300},
		{pkg: "submitafterbug", blame: "program", kind: "panic", party: "submitafterbug.(*Pool).Load", n: 300},
		{pkg: "assumesbug", blame: "program", kind: "panic", party: "assumesbug.Trace", n: 300},
		{pkg: "nilfieldbug", blame: "program", kind: "panic", party: "nilfieldbug.(*Emitter).Share", n: 300},
		{pkg: "registrybug", blame: "program", kind: "panic", party: "registrybug.(*Machine).Rate", n: 300},
		{pkg: "descriptorbug", blame: "program", kind: "hang", party: "descriptorbug.(*Registry).Bind", n: 300},
		// A generic node that promotes its children's sort methods and
		// measures itself with a pointer method: Less's indexes are
		// bounded by the measures a node value has (batch 72: the
		// harness did not build).
		{pkg: "ptrmeasure", n: 100},
		// An interface whose Substring(uint64, uint64) is "substring
		// [i:j]": a slice expression's bounds, a range, in the
		// implementation too (batch 73); a Substring that reads past a
		// range's end is found.
		{pkg: "sliceexpr", cause: "reversed", n: 300},
		{pkg: "sliceexprbug", blame: "program", kind: "panic", party: "sliceexprbug.StringLeaf.Substring", n: 300},
		// A subscriber's filter, a predicate, answers and never calls the
		// bus it is asked for (batch 73 AO2); a listener the bus calls
		// under its lock that unsubscribes deadlocks, and is found.
		{pkg: "filterhook", n: 300},
		{pkg: "filterhookbug", blame: "program", kind: "hang", party: "filterhookbug.(*Bus).Publish", n: 300},
		// A tree grafted, through the package's interface, under a node
		// deep below it (batch 71 AM1), and a struct's copy, which shares
		// its map, stored in it as an any (batch 73 AO1): each makes the
		// receiver hold itself, and the walks that never end are the
		// program's. A recursion that misses its child, and a division by
		// an empty report's size, are found.
		{pkg: "selfgraft", cause: "self", n: 2000, timeout: "300ms"},
		{pkg: "selfgraftbug", blame: "program", kind: "crash", party: "selfgraftbug.(*tree).Depth", n: 300},
		{pkg: "selfcopy", cause: "self", n: 300},
		{pkg: "selfcopybug", blame: "program", kind: "panic", party: "selfcopybug.Health.Share", n: 300},
		// A Peek with no way to say there is none, on a queue whose Len
		// is 0, is the program's, as container/heap's Pop is (batch 66
		// AH4: the queue has no IsEmpty to guard by); a Peek whose doc
		// says it returns nil for an empty queue, and fails, is found.
		{pkg: "takeempty", cause: "taken empty", n: 300},
		{pkg: "takeemptybug", blame: "program", kind: "panic", party: "takeemptybug.(*Queue).Expire", n: 300},
		// At takes a time of day, the syntax of every string its tests
		// and example pass it, and has no error to refuse another (batch
		// 73 AO6): a failure on "" is the program's; a table an hour
		// short, which "23:59" overruns, is found.
		{pkg: "timeofday", cause: "malformed", n: 300},
		{pkg: "timeofdaybug", blame: "program", kind: "panic", party: "timeofdaybug.(*Scheduler).Schedule", n: 300},
		// A worker started is not started again: its Start has no error
		// to refuse a second call, which runs a second loop (openerbug's
		// double Start crashed its loops in one run in four); a Stop that
		// closes what the loop closes is found.
		{pkg: "startonce", n: 300},
		{pkg: "startoncebug", blame: "program", kind: "panic", party: "startoncebug.(*Worker).Stop", n: 300},
	} {
		t.Run(tc.pkg, func(t *testing.T) {
			if raceDetector && testing.Short() && i%raceSample != 0 {
				// Under the race detector the rows watch hogen's own
				// goroutines, which every row runs alike: a sample of
				// them does (the full table runs without -race).
				t.Skip("-race -short runs every", raceSample, "th row")
			}
			t.Parallel()
			n := tc.n
			if n == 0 {
				n = 1500
			}
			timeout := "1s"
			if tc.timeout != "" && !raceDetector {
				timeout = tc.timeout
			}
			args := append([]string{"-seed", "1", "-n", fmt.Sprint(n), "-p", "1", "-timeout", timeout, "-time", "5m"}, tc.args...)
			code, events := hogenJSON(t, append(args, "../../testdata/blame/"+tc.pkg)...)
			fs := findings(events)
			st := stats(t, events)
			for _, f := range fs {
				t.Logf("%s %s after %v programs", f.str("Kind"), f.str("Party"), f["Programs"])
			}
			t.Logf("%v programs, discarded %v", st["Programs"], st["Discarded"])
			if tc.kind == "" {
				for _, f := range fs {
					t.Errorf("unexpected finding %v", f)
				}
			} else {
				if len(fs) != 1 {
					t.Fatalf("%d findings, want 1: %v", len(fs), fs)
				}
				f := fs[0]
				if f.str("Blame") != tc.blame || f.str("Kind") != tc.kind ||
					tc.party != "" && typeArgs.ReplaceAllString(f.str("Party"), "") != tc.party || f.str("Contract") != tc.contract {
					t.Errorf("got %s %s in %s (contract %q), want %s %s in %s (contract %q)",
						f.str("Blame"), f.str("Kind"), f.str("Party"), f.str("Contract"), tc.blame, tc.kind, tc.party, tc.contract)
				}
			}
			discarded := 0.0
			for _, n := range st["Discarded"].(map[string]any) {
				discarded += n.(float64)
			}
			if tc.wantDiscarded && discarded == 0 {
				t.Errorf("no program was discarded; the generator's faults went unnoticed")
			}
			if by, _ := st["Discarded"].(map[string]any)[tc.cause].(float64); tc.cause != "" && by == 0 {
				t.Errorf("no program was discarded by the rule %q: %v", tc.cause, st["Discarded"])
			}
			if by, _ := st["Discarded"].(map[string]any)[tc.spared].(float64); tc.spared != "" && by > 0 {
				t.Errorf("%v programs were discarded by the rule %q, which the generator keeps clear of: %v", by, tc.spared, st["Discarded"])
			}
			suspicious := slices.Contains(tc.args, "-suspicious")
			for _, f := range fs {
				if f["Suspicious"] != suspicious {
					t.Errorf("suspicious: %v, want %v", f["Suspicious"], suspicious)
				}
			}
			want := exitFindings
			if tc.kind == "" || suspicious {
				want = exitOK // suspicious findings never count
			}
			if code != want {
				t.Errorf("exit %d, want %d", code, want)
			}
			// The run goes on after a crash or a hang.
			if got := st["Programs"].(float64); got < float64(n) {
				t.Errorf("%v programs ran, want %d", got, n)
			}
		})
	}
}

// TestStandardLibrary runs hogen on standard packages, which it must not
// accuse: no finding, no internal error, and most of their operations
// called. -v prints the share of operations each got called.
func TestStandardLibrary(t *testing.T) {
	pkgs := []string{"container/list", "container/ring", "container/heap", "sort", "bufio",
		"strings", "bytes", "text/tabwriter", "encoding/csv"}
	n := 3000
	if testing.Short() {
		n = 300
	}
	for _, pkg := range pkgs {
		t.Run(pkg, func(t *testing.T) {
			t.Parallel()
			// A program's time limit well above what any takes alone:
			// these run beside the other tests, and a Replace of a long
			// string was seen past 1s there, though not alone.
			code, events := hogenJSON(t, "-seed", "1", "-n", fmt.Sprint(n), "-timeout", "5s", "-time", "5m", pkg)
			for _, f := range findings(events) {
				t.Errorf("finding on the standard library: %s %s in %s: %s\n%s", f.str("Blame"), f.str("Kind"), f.str("Party"), f.str("Message"), f.str("Reproducer"))
			}
			if code != exitOK {
				t.Errorf("exit %d", code)
			}
			st := stats(t, events)
			ops, called := st["Ops"].(float64), st["OpsCalled"].(float64)
			t.Logf("%s: %v of %v operations called (%.0f%%) in %v programs; never: %v", pkg, called, ops, 100*called/ops, st["Programs"], st["Uncalled"])
			if !testing.Short() && called < 0.9*ops {
				t.Errorf("only %v of %v operations called", called, ops)
			}
		})
	}
}

// TestGeneric checks that a bug of a generic type is found through its
// instances, and named with the instantiation.
func TestGeneric(t *testing.T) {
	_, events := hogenJSON(t, "-seed", "1", "-n", "20000", "../../testdata/generic")
	parties := map[string]bool{}
	for _, f := range findings(events) {
		if f.str("Kind") != "panic" || f.str("Blame") != "program" {
			t.Errorf("unexpected finding %v", f)
		}
		parties[f.str("Party")] = true
	}
	if !parties["generic.(*Ring[int]).Last"] && !parties["generic.(*Ring[string]).Last"] {
		t.Errorf("the wrap-around bug of Ring.Last was not found: %v", parties)
	}
	for p := range parties {
		if !strings.HasSuffix(p, ".Last") {
			t.Errorf("finding in %s, want only Last", p)
		}
	}
}

// TestNothingDerivable: a package whose every operation takes a value
// hogen cannot make (a time.Time) ends its run once the first 2,000
// derivations made nothing, with no program, not at its budget of 5
// minutes, and its summary says why.
func TestNothingDerivable(t *testing.T) {
	code, events := hogenJSON(t, "-seed", "1", "-time", "5m", "../../testdata/unbuildable")
	st := stats(t, events)
	if code != exitOK || st["Programs"].(float64) != 0 || st["Failed"].(float64) < 2000 || st["Interrupted"] == true {
		t.Errorf("exit %d, stats %v", code, st)
	}
	_, out, _ := hogen(t, "-seed", "1", "-time", "5m", "-o", t.TempDir(), "../../testdata/unbuildable")
	if !strings.Contains(out, "no program could be made") {
		t.Errorf("the summary does not say that no program could be made:\n%s", out)
	}
}
