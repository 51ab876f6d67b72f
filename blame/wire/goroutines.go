package wire

import (
	"regexp"
	"strconv"
	"strings"
)

// Goroutine is one goroutine of a dump, as runtime.Stack(buf, true) or
// the runtime's SIGQUIT traceback prints it.
type Goroutine struct {
	ID int64 `json:"id"`
	// State is the wait reason or status between the brackets, without
	// the minutes and "locked to thread": "chan receive", "running".
	State string `json:"state"`
	// Stack is the frames, two lines each, and "created by".
	Stack string `json:"stack"`
}

// Goroutines splits a dump into its goroutines.
func Goroutines(dump string) []Goroutine {
	var out []Goroutine
	for _, part := range strings.Split(dump, "\n\n") {
		part = strings.TrimSpace(part)
		if !strings.HasPrefix(part, "goroutine ") {
			continue
		}
		head, stack, _ := strings.Cut(part, "\n")
		g := Goroutine{Stack: stack}
		f := strings.Fields(head)
		if len(f) > 1 {
			g.ID, _ = strconv.ParseInt(f[1], 10, 64)
		}
		if i, j := strings.IndexByte(head, '['), strings.LastIndexByte(head, ']'); i >= 0 && j > i {
			g.State, _, _ = strings.Cut(head[i+1:j], ", ")
		}
		out = append(out, g)
	}
	return out
}

// Header is the goroutine's first line, as the runtime prints it.
func (g Goroutine) Header() string {
	return "goroutine " + strconv.FormatInt(g.ID, 10) + " [" + g.State + "]:"
}

// Class is what a goroutine's state says about whether it can go on.
type Class uint8

const (
	// Active: running, runnable, sleeping, in a system call or waiting
	// for I/O or the garbage collector: it goes on by itself.
	Active Class = iota
	// Waiting: parked on a channel, a select, a WaitGroup, a Cond, a
	// semaphore or a coroutine: another goroutine, or a timer's channel,
	// can wake it.
	Waiting
	// Locked: parked on a sync.Mutex or sync.RWMutex: only the goroutine
	// that holds the lock can wake it.
	Locked
	// Stuck: parked for good, on a nil channel or an empty select.
	Stuck
	// System: one of the runtime's own goroutines, idle (shown with
	// GOTRACEBACK=system).
	System
)

// Class classifies g by its state and, where the state says too little
// (Go before 1.24 parks a mutex's waiters as "semacquire"), its stack.
func (g Goroutine) Class() Class {
	if g.State == "semacquire" && (g.Runs("sync.(*Mutex).Lock") || g.Runs("sync.(*RWMutex).")) {
		return Locked
	}
	return ClassOf(g.State)
}

// Called is the function the harness called last on g's stack: the
// operation of the package a program's term called, or "". Its
// arguments are left out.
func (g Goroutine) Called() string {
	last := ""
	for _, l := range strings.Split(g.Stack, "\n") {
		if l == "" || strings.HasPrefix(l, "\t") || strings.HasPrefix(l, "created by ") {
			continue
		}
		if strings.HasPrefix(l, "main.") {
			return last
		}
		if i := strings.LastIndex(l, "("); i > 0 && strings.HasSuffix(l, ")") {
			l = l[:i]
		}
		last = l
	}
	return ""
}

// lockMethodRE matches the names of methods that take a lock and wait
// for it: sync.Locker's Lock, sync.RWMutex's RLock, and the same words
// on locks of other shapes (a lock per key's Lock(k), a WithLock(k) that
// returns its unlock, a LockAll).
var lockMethodRE = regexp.MustCompile(`^(With)?R?Lock([A-Z]\w*)?$`)

// TakesLock reports whether the function the harness called last on g
// (see Called) takes a lock and waits in it, on the lock itself: g waits
// for a lock that the program asked for, not one the package's code
// took (a Lock(k) that waits for the set's own mutex, in a helper, while
// the package holds it).
func (g Goroutine) TakesLock() bool {
	called := g.Called()
	if called == "" {
		return false
	}
	if !lockName(called) {
		return false
	}
	// From the wait out to the call, only lock methods (a Lock promoted
	// from an embedded mutex): no helper of the package's in between.
	for _, l := range strings.Split(g.Stack, "\n") {
		if l == "" || strings.HasPrefix(l, "\t") || strings.HasPrefix(l, "created by ") ||
			strings.HasPrefix(l, "runtime.") || strings.HasPrefix(l, "sync.") || strings.HasPrefix(l, "internal/") {
			continue
		}
		if i := strings.LastIndex(l, "("); i > 0 && strings.HasSuffix(l, ")") {
			l = l[:i]
		}
		if l == called {
			return true
		}
		if !lockName(l) {
			return false
		}
	}
	return false
}

// lockName reports whether the function fn (a frame's, without its
// arguments) is named as one that takes a lock.
func lockName(fn string) bool {
	fn = strings.TrimSuffix(fn, "[...]")
	return lockMethodRE.MatchString(fn[strings.LastIndexByte(fn, '.')+1:])
}

// StdTop is what g was computing inside the standard library: the
// functions of its innermost frames, below the runtime's own (an
// asynchronous preemption, a signal) and above the first frame of other
// code (a module's, or the harness's main package), without their
// arguments. A goroutine in math/big's multiplication may be at an
// inlined slices.Grow: both are there.
func (g Goroutine) StdTop() []string {
	var fns []string
	for _, l := range strings.Split(g.Stack, "\n") {
		if l == "" || strings.HasPrefix(l, "\t") || strings.HasPrefix(l, "runtime.") {
			continue
		}
		if i := strings.LastIndex(l, "("); i > 0 && strings.HasSuffix(l, ")") {
			l = l[:i]
		}
		// A standard package's path has no dot in its first element.
		first, _, slash := strings.Cut(l, "/")
		if strings.HasPrefix(l, "main.") || slash && strings.Contains(first, ".") {
			break
		}
		fns = append(fns, l)
	}
	return fns
}

// Idle reports whether g is a harness runner waiting for its next
// program.
func (g Goroutine) Idle() bool {
	return g.Runs("main.(*runner).loop") && !g.Runs("main.(*exec)")
}

// HarnessOwn reports whether g is one of the harness's own goroutines
// (main, the reader of programs, the watchdog, the one that dumps the
// stacks, with os/signal's loop that serves it) or an idle runner: no
// goroutine of a program.
func (g Goroutine) HarnessOwn() bool {
	return g.Runs("main.main") || g.Runs("main.watch") || g.Runs("main.dumpStacks") ||
		g.Runs(SignalLoop) || g.Idle()
}

// SignalLoop is the function of os/signal's goroutine, which the harness
// starts to hear hogen's SIGQUIT: always parked, never the program's.
const SignalLoop = "os/signal.loop"

// ClassOf classifies a goroutine's state (the runtime's wait reasons).
func ClassOf(state string) Class {
	switch state {
	case "sync.Mutex.Lock", "sync.RWMutex.Lock", "sync.RWMutex.RLock":
		return Locked
	case "chan receive (nil chan)", "chan send (nil chan)", "select (no cases)":
		return Stuck
	case "chan receive", "chan send", "select", "sync.WaitGroup.Wait", "sync.Cond.Wait", "semacquire",
		"coroutine", "chan receive (durable)", "chan send (durable)", "select (durable)", "sync.WaitGroup.Wait (durable)":
		return Waiting
	case "GC worker (idle)", "GC sweep wait", "GC scavenge wait", "finalizer wait", "force gc (idle)",
		"cleanup wait", "GOMAXPROCS updater (idle)", "wait for GC cycle", "trace reader (blocked)":
		return System
	}
	return Active
}

// Runs reports whether g's stack has a frame of function fn, or of a
// function whose name starts with fn when fn ends in "." or "(".
func (g Goroutine) Runs(fn string) bool {
	for _, l := range strings.Split(g.Stack, "\n") {
		if strings.HasPrefix(l, "\t") || strings.HasPrefix(l, "created by ") {
			continue
		}
		if strings.HasPrefix(l, fn) {
			return true
		}
	}
	return false
}
