//go:build go1.22

// This file is part of the runtime of hogen's harness: the watchdog that
// tells a blocked program from a slow one, Goexit, and leaks.

package harness

import (
	"encoding/json"
	"fmt"
	"runtime"
	"runtime/metrics"
	"sort"
	"strings"
	"sync/atomic"
	"time"

	"github.com/hogen-go/hogen/blame/wire"
)

// How soon, and how often, the watchdog looks at a running program's
// goroutines: first after a millisecond (time.Sleep's resolution), then
// less and less often while the program computes. Parking is decided by
// the runtime, and a look is taken with the world stopped, so a program
// whose goroutines are all parked in one look is blocked: nothing can
// wake them but a timer or another goroutine's sleep ending. Where a
// goroutine sleeps, the look must stay the same for sleepLimit. So too
// where one waits to read from the network and the process is offline
// (a namespace with only a loopback): no peer elsewhere can answer, the
// kernel answers its own sockets at once, and a deadline the package set
// or a subprocess's pipe may wake it, as a timer may a sleep. Before,
// such a read was a hang: the timeout, and again as long to confirm it.
const (
	watchFirst = time.Millisecond
	watchMax   = 50 * time.Millisecond
	sleepLimit = 100 * time.Millisecond
	// watchForced: while the scheduler counts a goroutine besides the
	// watchdog running or ready to run, the program can go on and no
	// look is taken (runtime.Stack walks every frame of a recursion 16
	// MB deep, and a look every 50 ms cost such a program a third of its
	// time); one is taken at least this often all the same, as the
	// counts are approximate and may be an abandoned goroutine's.
	watchForced = 250 * time.Millisecond
)

// abandoned are the goroutines of programs given up as blocked: they
// stay parked, or wake late, and are no longer the running program's.
var abandoned = map[int64]bool{}

// watch gives the outcome of a program that blocked, abandons its
// goroutines and starts a new runner for the next program. Telling a
// wait by design from a deadlock is hogen's (blame.Decide), from the
// goroutines' states.
func watch() {
	harnessGoroutines[goid()] = true
	buf := make([]byte, 64<<10)
	var seq uint64
	var last string
	var since time.Time // when the goroutines were first seen as in last
	every := watchFirst
	var looked time.Time
	for {
		time.Sleep(every)
		flushStale()
		running.Lock()
		x, r, s := running.x, running.r, running.seq
		running.Unlock()
		if x == nil {
			last, every = "", watchFirst
			continue
		}
		if s != seq {
			seq, last, every, looked = s, "", watchFirst, time.Now()
		} else {
			x.sample(time.Now())
		}
		every = min(2*every, watchMax)
		if othersRun() && time.Since(looked) < watchForced {
			last = "" // a look after this one starts the sleep anew
			continue
		}
		looked = time.Now()
		n := runtime.Stack(buf, true)
		if n == len(buf) {
			if len(buf) >= 64<<20 {
				recycle() // too many goroutines to watch
			}
			buf = make([]byte, 2*len(buf))
			continue
		}
		parked, key, sleeps := blocked(wire.Goroutines(string(buf[:n])), x.goid)
		if parked == nil {
			last = ""
			continue
		}
		if key != last {
			last, since = key, time.Now()
		}
		if sleeps && time.Since(since) < sleepLimit {
			every = watchFirst
			continue
		}
		running.Lock()
		if running.seq != s || running.x != x {
			running.Unlock()
			continue // it finished meanwhile
		}
		r.abandoned = true
		running.x = nil
		running.Unlock()
		for _, g := range parked {
			abandoned[g.ID] = true
		}
		given := x.facts.givenNow()
		o := outcome{ID: x.prog.ID, Status: wire.StatusBlocked, At: x.atNow(), Parked: parked}
		x.took(&o, time.Now())
		if len(given) > 0 {
			o.Facts = &wire.Facts{Event: wire.EvHang, Given: given}
		}
		if x.observing.Load() {
			// The program ran clean; hogen's query of its state blocked.
			o = outcome{ID: x.prog.ID, Status: wire.StatusOK}
		}
		emit(&o, len(frames) > 0)
		last = ""
		if len(abandoned) > maxAbandoned {
			recycle()
		}
		go (&runner{}).loop()
	}
}

var schedSample = []metrics.Sample{
	{Name: "/sched/goroutines/running:goroutines"},
	{Name: "/sched/goroutines/runnable:goroutines"},
}

// othersRun reports whether the scheduler counts a goroutine other than
// the watchdog running or runnable. Before go1.26, which has no such
// counts, it reports false: every look is taken.
func othersRun() bool {
	metrics.Read(schedSample)
	n := uint64(0)
	for _, v := range schedSample {
		if v.Value.Kind() != metrics.KindUint64 {
			return false
		}
		n += v.Value.Uint64()
	}
	return n > 1
}

// maxAbandoned bounds the goroutines left parked by blocked programs
// before the process is replaced by a fresh one: each look at the
// goroutines costs time in proportion to them.
const maxAbandoned = 50

// blocked returns the goroutines of the running program, the runner
// first, when none of them can go on: every one parked or asleep (or,
// offline, reading the network), and none waiting for a lock while
// another waits on a channel or sleeps (a timer may wake that one, and
// the lock be released). It also returns a key of their states and
// stacks, to see that they stay so, and whether one of them sleeps or
// reads. It returns nil if the program may go on.
func blocked(gs []wire.Goroutine, runner int64) (parked []wire.Goroutine, key string, sleeps bool) {
	var b strings.Builder
	locked, waking := false, false
	for _, g := range gs {
		if harnessGoroutines[g.ID] || abandoned[g.ID] || g.Runs(wire.SignalLoop) {
			continue // os/signal's loop serves dumpOnQuit too, whatever the program does
		}
		switch g.Class() {
		case wire.Active:
			if g.State != "sleep" && !(offline && g.State == "IO wait") {
				return nil, "", false // it goes on, and may wake the others
			}
			sleeps, waking = true, true
		case wire.System:
			continue
		case wire.Locked:
			locked = true
		case wire.Waiting:
			if g.Idle() {
				continue
			}
			waking = true
		}
		if g.ID == runner {
			parked = append([]wire.Goroutine{g}, parked...)
		} else {
			parked = append(parked, g)
		}
		fmt.Fprintf(&b, "%d %s\n%s\n", g.ID, g.State, g.Stack)
	}
	if len(parked) == 0 || parked[0].ID != runner || locked && waking {
		return nil, "", false
	}
	return parked, b.String(), sleeps
}

// goexit is the outcome of a program whose runner goroutine ended in
// runtime.Goexit, called by the operation under way.
func (x *exec) goexit() *outcome {
	party := pkgName + ".?"
	if a, ok := x.innermost(); ok {
		party = x.party(a.op, a.e)
		x.setAt(a.id)
	}
	given := x.facts.givenNow()
	x.mu.Lock()
	var exhausted []int
	for id := range x.exhausted {
		exhausted = append(exhausted, id)
	}
	x.mu.Unlock()
	// The bodies that ran out of fuel go with it: their reproducer
	// counts their runs as the harness did.
	return &outcome{ID: x.prog.ID, Status: wire.StatusFailed, Facts: &wire.Facts{Event: wire.EvGoexit, Given: given}, Party: party, At: x.atNow(),
		Exhausted: exhausted, Message: party + " called runtime.Goexit: the goroutine that called it ended without returning"}
}

var heapSample = []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}

// Limits past which a process is replaced: programs that leave goroutines
// or memory behind would otherwise grow it without end.
const (
	maxLeaked = 5000
	maxHeap   = 1 << 30
)

// maxLoopHeap is the heap past which a loop of the program stops: a
// loop repeats what one call does, and its repetition (Grow, which
// doubles, thirty times) must end long before a timeout, on a busy
// machine too.
const maxLoopHeap = 256 << 20

// heapBig: after the last garbage collection the heap held maxHeap or
// more. Set by watchHeap, read at every call at the cost of an atomic
// load.
var heapBig atomic.Bool

// watchHeap measures the heap after every garbage collection, by a
// finalizer that arms itself again.
func watchHeap() {
	type sentinel struct{ _ *byte } // with a pointer: not a tiny allocation, whose finalizer may never run
	var arm func()
	arm = func() {
		runtime.SetFinalizer(new(sentinel), func(*sentinel) {
			heapBig.Store(heapBytes() >= maxHeap)
			arm()
		})
	}
	arm()
}

// heapBytes is the memory held by live and unswept heap objects.
func heapBytes() uint64 {
	metrics.Read(heapSample)
	if heapSample[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return heapSample[0].Value.Uint64()
}

// checkLeak ends the process, with a report, when the programs it ran
// left too many goroutines or too much memory behind.
func checkLeak() {
	if n := runtime.NumGoroutine(); n > baseGoroutines+maxLeaked {
		leak(fmt.Sprintf("%d goroutines are left by programs that returned", n-baseGoroutines))
	}
	if programsRun()%256 == 0 && heapBytes() > maxHeap {
		runtime.GC() // what the programs dropped is no leak
		if heap := heapBytes(); heap > maxHeap {
			leak(fmt.Sprintf("the heap holds %d MB after the programs returned", heap>>20))
		}
	}
}

// Settling after a program that left goroutines: at most settleFor, and
// no more once settleMisses programs' goroutines outlasted it.
const (
	settleFor    = 2 * time.Millisecond
	settleMisses = 3
)

// settleMissed counts them; an abandoned runner whose program woke late
// settles too, beside the new one.
var settleMissed atomic.Int32

// settle gives the goroutines the program just started, that are still
// there, a moment to end before its outcome goes out: a goroutine that
// crashes on a nil the program handed (errgroup's Go(nil)) then crashes
// while the program is still the one without an outcome, and hogen
// blames it, not a later one. Under load another thread may have taken
// the goroutine and be waiting for a core, so the runner sleeps rather
// than spins. Goroutines that last (a worker, a janitor) would cost every
// program the wait: after a few that outlast it, no program waits.
func settle(before int) {
	if settleMissed.Load() >= settleMisses || runtime.NumGoroutine() <= before {
		return
	}
	deadline := time.Now().Add(settleFor)
	for i := 0; runtime.NumGoroutine() > before; i++ {
		if time.Now().After(deadline) {
			settleMissed.Add(1)
			return
		}
		if i < 4 {
			runtime.Gosched() // the new goroutine is likeliest next on this P
		} else {
			time.Sleep(50 * time.Microsecond)
		}
	}
}

// recycle ends the process, to be replaced by a fresh one, when blocked
// programs left too many goroutines parked: the generator's doing, no
// leak of the package.
func recycle() {
	sendLeak(wire.Leak{Blocked: true, Goroutines: runtime.NumGoroutine(), Programs: programsRun()})
}

// Leftover goroutines that spin: a look between programs every
// spinEvery; spinLooks looks in a row that each see one running.
const (
	spinEvery = 10 * time.Millisecond
	spinLooks = 10
)

var (
	spinRow  int       // looks in a row that saw a leftover goroutine run
	spinLook time.Time // when the last look was taken
)

// checkSpin ends the process, to be replaced by a fresh one, when
// goroutines that returned programs left behind keep running: a purge
// loop on a ticker whose interval a program set to zero or less, which a
// Close the program never called would have stopped. Between programs
// only the runner should run; a background goroutine that wakes on a
// timer runs for moments, and ten looks 10 ms apart that each see one
// running mean it does not stop. Left alone, each spins on a core the
// next programs and hogen itself need.
func checkSpin() {
	now := time.Now()
	if now.Sub(spinLook) < spinEvery {
		return
	}
	spinLook = now
	if runtime.NumGoroutine() <= baseGoroutines || !othersRun() {
		spinRow = 0
		return
	}
	if spinRow++; spinRow >= spinLooks {
		sendLeak(wire.Leak{Spinning: true, Goroutines: runtime.NumGoroutine(), Programs: programsRun()})
	}
}

// sendLeak reports why the process gives up, and exits.
func sendLeak(l wire.Leak) {
	data, _ := json.Marshal(l)
	send(append(append([]byte{wire.LineLeak}, data...), '\n'), true)
	finish()
}

// programsRun is how many programs this process ran.
func programsRun() int {
	running.Lock()
	defer running.Unlock()
	return running.runs
}

// leak reports what the programs left behind, with the most common
// stacks, and exits: hogen starts a fresh process for the next programs.
func leak(why string) {
	gs := wire.Goroutines(string(allStacks()))
	count := map[string]int{}
	for _, g := range gs {
		if !harnessGoroutines[g.ID] && !g.Runs("main.leak") && !g.Runs(wire.SignalLoop) {
			count[g.Header()[strings.IndexByte(g.Header(), '['):]+"\n"+frameNames(g.Stack)]++
		}
	}
	keys := make([]string, 0, len(count))
	for k := range count {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return count[keys[i]] > count[keys[j]] })
	var b strings.Builder
	for i, k := range keys {
		if i == 3 {
			break
		}
		fmt.Fprintf(&b, "%d goroutines %s\n\n", count[k], k)
	}
	sendLeak(wire.Leak{Goroutines: len(gs), Programs: programsRun(), HeapMB: int(heapBytes() >> 20), Stacks: why + "\n" + b.String()})
}

// frameNames is a stack's function names, one per line, without the
// arguments that differ from one goroutine to the next.
func frameNames(stack string) string {
	var out []string
	for _, l := range strings.Split(stack, "\n") {
		if strings.HasPrefix(l, "\t") {
			continue
		}
		if i := strings.LastIndexByte(l, '('); i > 0 && !strings.HasPrefix(l, "created by ") {
			l = l[:i]
		}
		if j := strings.Index(l, " in goroutine "); j > 0 {
			l = l[:j]
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}

// allStacks returns the stacks of every goroutine, in a buffer grown
// until they fit (up to 64 MB). The watchdog keeps a buffer of its own:
// it looks every few milliseconds.
func allStacks() []byte {
	buf := make([]byte, 1<<20)
	for {
		n := runtime.Stack(buf, true)
		if n < len(buf) || len(buf) >= 64<<20 {
			return buf[:n]
		}
		buf = make([]byte, 2*len(buf))
	}
}
