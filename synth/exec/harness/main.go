//go:build go1.22

// This file is part of the runtime of hogen's harness: the worker loop: frames in on fd 3, outcomes out on fd 4.

package harness

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"sync"
	"sync/atomic"
	"time"

	"github.com/hogen-go/hogen/blame/wire"
)

func main() {
	// Infinite recursion should crash in milliseconds, not after a
	// gigabyte of stack.
	debug.SetMaxStack(maxStack)
	tuneGC()
	trace = os.Getenv("HOGEN_TRACE") != ""
	offline = os.Getenv(wire.EnvOffline) != ""
	if path := os.Getenv("HOGEN_CPUPROFILE"); path != "" { // for hogen's own benchmarks
		if f, err := os.Create(fmt.Sprintf("%s.%d", path, os.Getpid())); err == nil {
			pprof.StartCPUProfile(f)
			defer pprof.StopCPUProfile() // finish exits without it
		}
	}
	inFD, outFD := pipeFDs() // out of the package's subprocesses and small fds
	watchHeap()
	stream = bufio.NewWriterSize(os.NewFile(outFD, "hogen-outcomes"), 1<<16)
	// The package's init is done: hogen waits for this line to tell an
	// init that blocks from a program that does.
	send([]byte{wire.LineReady, '\n'}, true)
	harnessGoroutines[goid()] = true // main, the reader and the watchdog
	dumpOnQuit()
	// Programs arrive on their own goroutine and run on a runner
	// goroutine: a program that blocks is abandoned to its goroutines
	// (see watch) and a new runner takes the next one.
	frames = make(chan []byte, 64)
	ready := make(chan bool)
	go func() {
		harnessGoroutines[goid()] = true
		ready <- true
		in := bufio.NewReaderSize(os.NewFile(inFD, "hogen-programs"), 1<<20)
		for {
			n, err := binary.ReadUvarint(in)
			var buf []byte
			if err == nil {
				buf = make([]byte, n)
				_, err = io.ReadFull(in, buf)
			}
			if err != nil {
				// hogen closed the pipe or died: finish the program under
				// way if it ends soon, and go.
				close(frames)
				time.Sleep(2 * time.Second)
				finish()
				return
			}
			frames <- buf
		}
	}()
	<-ready
	baseGoroutines = runtime.NumGoroutine() + 1 // and the watchdog
	go watch()
	go (&runner{}).loop()
	select {} // the runners exit the process when the frames end

}

var (
	trace bool
	// offline: the sandbox gave the process a network namespace of its
	// own, with only a loopback, so no peer outside the process can
	// answer a read of the network.
	offline bool
	frames  chan []byte
	// harnessGoroutines are the ids of the harness's own goroutines: the
	// main one, the reader of frames and the watchdog.
	harnessGoroutines = map[int64]bool{}
	baseGoroutines    int
)

// The outcome stream, shared by the runners and the watchdog.
var (
	streamMu  sync.Mutex
	stream    *bufio.Writer
	streamBuf []byte
	pending   int
	lastFlush time.Time
)

// send writes a line of the outcome stream. Lines go out in batches, but
// never sit long: hogen takes silence for a hang.
func send(line []byte, flush bool) {
	streamMu.Lock()
	defer streamMu.Unlock()
	stream.Write(line)
	pending++
	if flush || pending >= 32 {
		flushLocked()
	} else {
		flushOld()
	}
}

// flushAfter is how long a line may wait in the stream.
const flushAfter = 10 * time.Millisecond

// flushOld flushes the stream if a line has waited in it longer than
// flushAfter. streamMu is held.
func flushOld() {
	if pending > 0 && time.Since(lastFlush) > flushAfter {
		flushLocked()
	}
}

// flushLocked flushes the stream. streamMu is held.
func flushLocked() {
	stream.Flush()
	pending, lastFlush = 0, time.Now()
}

// flushStale sends the lines that have waited in the stream longer than
// send lets them: the outcomes of programs that ran before one that is
// still running (the watchdog calls it), which hogen must not take for
// silence.
func flushStale() {
	streamMu.Lock()
	defer streamMu.Unlock()
	flushOld()
}

func emit(o *outcome, more bool) {
	streamMu.Lock()
	// The blocks the program reached go just before its outcome.
	streamBuf = coverLine(streamBuf[:0])
	streamBuf = wire.AppendOutcome(streamBuf, o)
	line := append([]byte(nil), streamBuf...)
	streamMu.Unlock()
	send(line, !more || o.Status != wire.StatusOK)
}

// tuneGC lets the heap grow to five times what is live before a
// collection, as hogen itself does: programs allocate little that
// lasts, and at Go's default a fifth of the harness's time went to the
// collector. A soft limit keeps a program that does hold much well under
// the worker's address-space limit. GOGC or GOMEMLIMIT, when set, rule.
func tuneGC() {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return
	}
	debug.SetGCPercent(400)
	debug.SetMemoryLimit(2 << 30)
}

// finish flushes the outcome stream and exits.
func finish() {
	streamMu.Lock()
	stream.Flush()
	pprof.StopCPUProfile()
	os.Exit(0)
}

// running is the program under way, shared with the watchdog.
var running struct {
	sync.Mutex
	r    *runner
	x    *exec
	seq  uint64
	runs int // programs this process ran
}

// woke: a program given up as blocked went on later, beside others.
var woke atomic.Bool

// runner runs programs one after another on one goroutine, until the
// watchdog abandons it to a program that blocked.
type runner struct {
	abandoned bool // under running's lock
}

func (r *runner) loop() {
	normal := false
	defer func() {
		if normal {
			return
		}
		// The goroutine is ending with no panic: runtime.Goexit, which
		// only the package calls. Its outcome is a finding of its own.
		// A runner already given up (its program woke late) just ends:
		// another one reads the frames.
		running.Lock()
		x := running.x
		mine := running.r == r && !r.abandoned
		if mine {
			running.x = nil
		}
		running.Unlock()
		if !mine {
			return
		}
		if x != nil {
			emit(x.goexit(), len(frames) > 0)
		}
		go (&runner{}).loop()
	}()
	id := goid()
	fmt.Fprintf(os.Stderr, "%s%d\n", wire.RunnerMark, id)
	for frame := range frames {
		x, bad := prepare(frame)
		if bad != nil {
			emit(bad, len(frames) > 0)
			continue
		}
		x.goid, x.start = id, time.Now() // before the watchdog sees it
		running.Lock()
		running.r, running.x = r, x
		running.seq++
		running.runs++
		running.Unlock()
		before := runtime.NumGoroutine()
		o := x.run()
		x.took(&o, time.Now())
		settle(before)
		running.Lock()
		abandoned := r.abandoned
		if !abandoned {
			running.x = nil
		}
		running.Unlock()
		if abandoned {
			// The program blocked and was given up; it woke up late (a
			// timer): its outcome is out, and another runner reads the
			// frames. It may have changed what the package shares, so the
			// process is replaced after the program now running.
			woke.Store(true)
			normal = true
			return
		}
		emit(&o, len(frames) > 0)
		if woke.Load() {
			recycle()
		}
		checkLeak()
		checkSpin()
	}
	normal = true
	finish()
}

// prepare decodes a frame into the program to run, or the outcome of a
// frame that does not decode.
func prepare(frame []byte) (x *exec, bad *outcome) {
	p, err := wire.Decode(frame)
	if err != nil {
		return nil, &outcome{Status: wire.StatusError, Message: "bad program: " + err.Error()}
	}
	fuel := map[int]int{}
	markFuel(&p.Body, p.Fuel, fuel)
	// The end of the last program's marks. (The lasting marks, which
	// outlive their program, are written once, by last, and hogen keeps
	// them for the rest of the process.)
	endMarks()
	return &exec{prog: &p, fuel: fuel, trace: trace, facts: recorder{failing: map[int]int{}}, skipped: map[int]bool{}, exhausted: map[int]bool{}}, nil
}

// markFuel gives every synthesized body its fuel.
func markFuel(b *wire.Block, fuel int, m map[int]int) {
	var walk func(t *wire.Term)
	walk = func(t *wire.Term) {
		if t == nil {
			return
		}
		switch t.K {
		case wire.TermFunc:
			m[t.ID] = fuel
			markFuel(t.Body, fuel, m)
		case wire.TermImpl:
			walk(t.E)
			for _, fn := range t.Ms {
				walk(fn)
			}
		case wire.TermCall:
			walk(t.R)
		}
		for i := range t.A {
			walk(&t.A[i])
		}
		for i := range t.Keys {
			walk(&t.Keys[i])
		}
		for i := range t.El {
			walk(&t.El[i])
		}
	}
	for i := range b.S {
		walk(&b.S[i].T)
	}
	for i := range b.R {
		walk(&b.R[i])
	}
}
