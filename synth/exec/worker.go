package exec

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/hogen-go/hogen/blame"
	"github.com/hogen-go/hogen/blame/wire"
	"github.com/hogen-go/hogen/contracts"
	"github.com/hogen-go/hogen/synth/exec/sandbox"
)

// Outcome is what became of one program: the harness's report, what
// hogen saw of the process, and blame's verdict.
type Outcome struct {
	wire.Outcome
	// The verdict on a program that failed, blocked, died or hung (see
	// blame.Decide), with Status StatusDiscard or StatusFinding: who is at
	// fault, the kind of finding, the rule that decided, why the
	// generator is at fault (Reason) or the package (Evidence), what the
	// counts of discards count it as (Cause), and whether the finding
	// rests on a weak rule only (Suspicious).
	Blame      blame.Blame
	Kind       blame.Kind
	Root       string // blame.Verdict.Root
	Rule       string
	Reason     string
	Cause      string
	Evidence   string
	Suspicious bool
	// AvoidNil: a discard the program's nils explain (blame.Verdict).
	AvoidNil bool `json:"-"`
	// Costly: a discard of a program that waited by design in the call
	// At (blame.Verdict).
	Costly bool `json:"-"`
	// Stderr is what the worker printed when it died: the fatal error or
	// the goroutine stacks of a hang.
	Stderr string `json:"-"`
	// Died: the worker process died running the program (a crash, or
	// killed as hung), whatever the blame.
	Died bool `json:"-"`
	// Covered are the blocks of the package (Harness.Blocks) that the
	// program reached first in its worker process.
	Covered []int `json:"-"`
	// Callback is the callback evidence of a minimized finding (see
	// Minimize): CallbackNeeded, CallbackNotNeeded, or "" when no
	// synthesized body acts.
	Callback string `json:"-"`
	// Failed is the contract clause that failed (Clause), if one did.
	Failed ContractClause `json:"-"`
}

// The callback evidence.
const (
	CallbackNeeded    = "needed"
	CallbackNotNeeded = "not needed"
)

// Worker is one harness process running programs one after another.
type Worker struct {
	h     *Harness
	ctx   context.Context
	trace bool
	proc               // the process that runs the programs (cmd nil: none)
	tick  *time.Ticker // paces the check for suspect programs
	// covered are the blocks of the c line before the next outcome.
	covered []int
	// leaked: the harness reported a leak and is exiting, to be replaced.
	leaked bool
	// started: a process of this worker got past the package's init once;
	// a later failure to start is not the init's.
	started bool
	// restarted: a process of this worker died or was stopped; from then
	// on a spare is kept starting beside the process that runs.
	restarted bool
	// spare, if not nil, gives the spare process (nil if it failed to
	// start) once its init is done; closing spareStop gives it up.
	spare     chan *proc
	spareStop chan struct{}
	// Starts counts the processes started to replace one, and Starting
	// the time spent waiting for them.
	Starts   int
	Starting time.Duration
}

// proc is a harness process and what reads it.
type proc struct {
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	lines  chan []byte
	stderr *tailBuffer
	exited chan struct{}
	// quit is closed when the process is forgotten: its reader stops.
	quit chan struct{}
}

// InitError is a harness process that never got past the package's init:
// it blocked or it crashed.
type InitError struct {
	Hung    bool
	Timeout time.Duration
	Stderr  string // the stacks, or the crash
}

func (e *InitError) Error() string {
	if e.Hung {
		return fmt.Sprintf("the package's init did not return within %v", e.Timeout)
	}
	return "the package's init crashed: " + crashMessage(e.Stderr, -1)
}

// tailBuffer keeps the last bytes written to it.
type tailBuffer struct {
	mu  sync.Mutex
	buf []byte
	max int
	// suspect: the harness said why a hang of the running program would
	// be the generator's doing (see suspectLast).
	suspect bool
	// runner is the last runner goroutine the harness named: kept here
	// because a package that prints much pushes the mark out of buf.
	runner string
	// head is the start of what the running program wrote (a panic's
	// first line) and marks its marks: kept, as runner is, for a crash
	// whose goroutine dump pushes them out of buf.
	head, marks []byte
	cut         bool // buf lost bytes since the program began
	// lasting are the process's lasting marks: the harness writes each
	// once, so they are kept here for the rest of the process. partial
	// is a line of one cut by the end of a Write.
	lasting, partial []byte
}

// maxPartial bounds the unfinished line keepLasting keeps: a package
// that prints without newlines does not grow it; a mark is shorter.
const maxPartial = 4 << 10

// headMax is how much of a program's first output tailBuffer keeps.
const headMax = 2048

func (t *tailBuffer) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	// The harness writes each mark in one write.
	if mark, end := bytes.LastIndex(p, []byte(wire.SuspectMark)), bytes.LastIndex(p, []byte(wire.SuspectEnd)); end > mark {
		t.suspect = false
	} else if mark >= 0 {
		t.suspect = true
	}
	if i := bytes.LastIndex(p, []byte(wire.RunnerMark)); i >= 0 {
		id, _, _ := bytes.Cut(p[i+len(wire.RunnerMark):], []byte("\n"))
		t.runner = string(id)
	}
	rest := p
	if i := bytes.LastIndex(p, []byte(wire.SuspectEnd)); i >= 0 {
		t.head, t.marks, t.cut = nil, nil, false
		rest = p[i+len(wire.SuspectEnd):]
	}
	if n := headMax - len(t.head); n > 0 {
		t.head = append(t.head, rest[:min(n, len(rest))]...)
	}
	for l := range bytes.Lines(rest) {
		if bytes.HasPrefix(l, []byte(wire.SuspectMark)) {
			t.marks = append(t.marks, l...)
		}
	}
	t.keepLasting(p)
	t.buf = append(t.buf, p...)
	if len(t.buf) > t.max {
		t.cut = true
		// Trim only when buf is twice the tail: a program per write
		// must not cost a copy of the whole tail.
		if len(t.buf) > 2*t.max {
			t.buf = t.buf[:copy(t.buf, t.buf[len(t.buf)-t.max:])]
		}
	}
	return len(p), nil
}

// keepLasting adds the lasting marks among the lines of p to t.lasting.
// A pipe keeps no write's bounds: p may hold several of the harness's
// writes, or part of one, so a line cut at p's end waits for the rest.
func (t *tailBuffer) keepLasting(p []byte) {
	if len(t.partial) > 0 {
		i := bytes.IndexByte(p, '\n')
		if i < 0 {
			t.partial = append(t.partial, p...)
			return
		}
		t.partial = append(t.partial, p[:i+1]...)
		t.lastingLine(t.partial)
		t.partial, p = t.partial[:0], p[i+1:]
	}
	for l := range bytes.Lines(p) {
		if l[len(l)-1] != '\n' {
			t.partial = append(t.partial, l...) // the rest of the line may be a lasting mark
			if n := len(t.partial); n > maxPartial {
				t.partial = append(t.partial[:0], t.partial[n-maxPartial:]...)
			}
			return
		}
		t.lastingLine(l)
	}
}

// lastingLine keeps the lasting mark of line l. The mark may follow
// other output on its line: what a goroutine of the package printed, or
// a buffered mark, written while the harness wrote the lasting one.
func (t *tailBuffer) lastingLine(l []byte) {
	if k := bytes.Index(l, []byte(wire.LastingMark)); k >= 0 && !bytes.Contains(t.lasting, l[k:]) {
		t.lasting = append(t.lasting, l[k:]...)
	}
}

func (t *tailBuffer) Suspect() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.suspect
}

// String is the tail of stderr, and the mark of the last runner; when
// the tail lost the start of the running program's output, that start
// and the program's marks come first.
func (t *tailBuffer) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	var s []byte
	if t.cut {
		s = append(append(append(s, t.head...), '\n'), t.marks...)
	}
	s = append(s, t.buf[max(0, len(t.buf)-t.max):]...)
	if t.runner != "" {
		s = append(s, "\n"+wire.RunnerMark+t.runner+"\n"...)
	}
	s = append(s, t.lasting...)
	return string(s)
}

// NewWorker starts a harness process. With trace, it reports every call
// of an operation on its stderr. When ctx is done, the process is killed
// and runs return ctx's error.
func (h *Harness) NewWorker(ctx context.Context, trace bool) (*Worker, error) {
	w := &Worker{h: h, ctx: ctx, trace: trace}
	return w, w.start()
}

// start starts a harness process and waits for the package's init: the
// spare, if one is starting, or a new one.
func (w *Worker) start() error {
	if err := w.ctx.Err(); err != nil {
		return err
	}
	w.covered = nil // of a process that died
	if w.restarted {
		w.Starts++
		defer func(t time.Time) { w.Starting += time.Since(t) }(time.Now())
	}
	sb, err := w.h.Sandbox()
	if err != nil {
		return err
	}
	if w.spare != nil {
		p := <-w.spare
		w.spare = nil
		if p != nil {
			w.use(p)
			w.startSpare(sb)
			return nil
		}
		// The spare did not start: a new process says why.
	}
	p, err := w.launch(sb)
	if err != nil {
		return err
	}
	w.use(p)
	if err := w.awaitInit(); err != nil {
		return err
	}
	if w.restarted {
		w.startSpare(sb)
	}
	w.restarted = true // the next start replaces this process
	return nil
}

// launch starts a harness process in sb; its init may still be running.
func (w *Worker) launch(sb *sandbox.Sandbox) (*proc, error) {
	cmd, stdin, stdout, stderr, err := w.spawn(sb)
	if err != nil {
		return nil, err
	}
	// The goroutines own this process's channels: a restart makes new ones.
	p := &proc{cmd: cmd, stdin: stdin, lines: make(chan []byte, 64), stderr: stderr, exited: make(chan struct{}), quit: make(chan struct{})}
	go readLines(stdout, p.lines, p.quit)
	go func() {
		cmd.Wait()
		sb.Release(cmd) // what the package started and left running
		close(p.exited)
	}()
	return p, nil
}

// use makes p the worker's process.
func (w *Worker) use(p *proc) {
	w.proc, w.leaked = *p, false
}

// startSpare starts a process beside the one that runs, for the next
// start to take at once. A worker whose programs crash (a nil the
// package's goroutine calls) or leave it (log.Fatal) spends most of its
// time starting processes; with a spare, that overlaps with programs.
// Workers that never restart never start one.
func (w *Worker) startSpare(sb *sandbox.Sandbox) {
	ch, stop := make(chan *proc, 1), make(chan struct{})
	w.spare, w.spareStop = ch, stop
	go func() {
		p, err := w.launch(sb)
		if err != nil {
			ch <- nil
			return
		}
		t := time.NewTimer(w.initTimeout())
		defer t.Stop()
		select {
		case line, ok := <-p.lines:
			if ok && len(line) > 0 && line[0] == wire.LineReady {
				ch <- p
				return
			}
		case <-t.C:
		case <-stop:
		case <-w.ctx.Done():
		}
		p.end()
		ch <- nil
	}()
}

// end kills p, waits for it to exit and forgets it.
func (p *proc) end() {
	p.kill()
	<-p.exited
	p.forget()
}

// dropSpare ends the spare, if one is starting or ready.
func (w *Worker) dropSpare() {
	if w.spare == nil {
		return
	}
	close(w.spareStop)
	if p := <-w.spare; p != nil {
		p.end()
	}
	w.spare = nil
}

// spawn starts a harness process in sb and returns it with the pipes it
// reads programs from and writes outcomes to, and the tail of its stderr.
func (w *Worker) spawn(sb *sandbox.Sandbox) (cmd *exec.Cmd, stdin, stdout *os.File, stderr *tailBuffer, err error) {
	cmd, err = sb.Command(context.Background(), w.h.Binary)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	if w.trace {
		cmd.Env = append(cmd.Env, "HOGEN_TRACE=1")
	}
	if sb.Offline() {
		cmd.Env = append(cmd.Env, wire.EnvOffline+"=1")
	}
	// Programs go in on fd 3 and outcomes come out on fd 4: the package
	// under test may print to stdout or read stdin, which go nowhere.
	progR, stdin, err := os.Pipe()
	if err != nil {
		return nil, nil, nil, nil, err
	}
	stdout, outW, err := os.Pipe()
	if err != nil {
		progR.Close()
		stdin.Close()
		return nil, nil, nil, nil, err
	}
	cmd.ExtraFiles = []*os.File{progR, outW}
	// The sandbox gives it a process group of its own (a kill reaches what
	// the package started too) and kills it with hogen; WaitDelay makes
	// Wait return even if a grandchild holds stderr open.
	cmd.WaitDelay = time.Second
	stderr = &tailBuffer{max: 256 << 10}
	cmd.Stderr = stderr
	err = cmd.Start()
	progR.Close()
	outW.Close()
	if err != nil {
		stdin.Close()
		stdout.Close()
		sb.Release(cmd)
		return nil, nil, nil, nil, fmt.Errorf("hogen: starting the harness: %v", err)
	}
	return cmd, stdin, stdout, stderr, nil
}

// readLines sends the lines the harness writes on stdout to lines until
// stdout ends or quit is closed; then it closes both.
func readLines(stdout io.ReadCloser, lines chan<- []byte, quit <-chan struct{}) {
	defer stdout.Close()
	defer close(lines)
	r := bufio.NewReaderSize(stdout, 1<<16)
	for {
		line, err := r.ReadBytes('\n')
		if len(line) > 0 {
			select {
			case lines <- line:
			case <-quit:
				return
			}
		}
		if err != nil {
			return
		}
	}
}

// awaitInit waits for the new process's first line, which says the
// package's init is done, and stops the process when it does not come:
// the init crashed, or blocked past the harness's InitTimeout.
func (w *Worker) awaitInit() error {
	initTimeout := w.initTimeout()
	t := time.NewTimer(initTimeout)
	defer t.Stop()
	var ie *InitError
	select {
	case line, ok := <-w.lines:
		if ok && len(line) > 0 && line[0] == wire.LineReady {
			w.started = true
			return nil
		}
		w.stop(time.Second)
		ie = &InitError{Stderr: w.stderr.String()}
	case <-t.C:
		w.cmd.Process.Signal(syscall.SIGQUIT)
		w.stop(3 * time.Second)
		ie = &InitError{Hung: true, Timeout: initTimeout, Stderr: w.stderr.String()}
	case <-w.ctx.Done():
		w.stop(0)
		return w.ctx.Err()
	}
	if w.started {
		// Its init ran before; this process is the victim of something
		// else (a loaded machine, a package goroutine gone wild).
		return fmt.Errorf("hogen: a new worker did not start: %v", ie)
	}
	return ie
}

// initTimeout is how long a process's init may take.
func (w *Worker) initTimeout() time.Duration {
	if w.h.InitTimeout <= 0 {
		return 10 * time.Second
	}
	return w.h.InitTimeout
}

// forget drops the process, which has exited or been killed.
func (p *proc) forget() {
	close(p.quit)
	p.stdin.Close()
	p.cmd = nil
}

// stop kills the process, after grace to exit by itself (or print its
// stacks, sent SIGQUIT), and forgets it.
func (w *Worker) stop(grace time.Duration) {
	select {
	case <-w.exited:
	case <-time.After(grace):
	case <-w.ctx.Done():
	}
	w.kill()
	<-w.exited
	w.forget()
}

// Close stops the worker.
func (w *Worker) Close() {
	if w.tick != nil {
		w.tick.Stop()
	}
	w.dropSpare()
	if w.cmd == nil {
		return
	}
	w.stdin.Close()
	select {
	case <-w.exited:
	case <-time.After(2 * time.Second):
		w.kill()
		<-w.exited
	}
	w.forget()
}

// kill ends the process and whatever it started.
func (p *proc) kill() {
	syscall.Kill(-p.cmd.Process.Pid, syscall.SIGKILL)
	p.cmd.Process.Kill()
}

// Run runs one program (a frame from Harness.Encode) and returns its
// outcome. A program that runs past timeout is a hang: the worker is
// made to print its goroutines and is replaced. A worker that dies is a
// crash, and is replaced too; no outcome is lost either way.
func (w *Worker) Run(id int64, frame []byte, timeout time.Duration) (Outcome, error) {
	outs, err := w.RunBatch([]int64{id}, [][]byte{frame}, timeout)
	if err != nil {
		return Outcome{}, err
	}
	return outs[0], nil
}

// RunBatch runs programs in order, streaming them to the worker, and
// returns their outcomes in order. When one hangs or crashes the worker,
// the programs whose outcomes were not yet read are run again one at a
// time in a fresh worker until the culprit shows again, so no outcome is
// lost; the programs after the culprit, which never ran, get none. When
// the worker's context is done, it returns the outcomes it has and the
// context's error; on any other error too, the outcomes read before it.
func (w *Worker) RunBatch(ids []int64, frames [][]byte, timeout time.Duration) ([]Outcome, error) {
	return w.runBatch(ids, frames, timeout, timeout, false)
}

// RunBatchSpun is RunBatch for a run's stream of new programs: once an
// operation of the run has spun for ever, a program is looked at sooner
// (spinWait). Minimization and replays, which must see their program's
// own end, take RunBatch.
func (w *Worker) RunBatchSpun(ids []int64, frames [][]byte, timeout time.Duration) ([]Outcome, error) {
	return w.runBatch(ids, frames, timeout, w.h.spinWait(timeout), false)
}

// runBatch is RunBatch, looking at a program that runs longer than wait
// (spinWait); confirming, it is the rerun of one program that seemed to
// hang.
func (w *Worker) runBatch(ids []int64, frames [][]byte, timeout, wait time.Duration, confirming bool) ([]Outcome, error) {
	if w.cmd == nil {
		if err := w.start(); err != nil {
			return nil, err
		}
	}
	// The writer may outlive this call (its process killed mid-batch)
	// while the caller reuses frames: it writes from a copy.
	go writeFrames(w.stdin, append([][]byte(nil), frames...))
	outs := make([]Outcome, 0, len(frames))
	timer := time.NewTimer(wait)
	defer timer.Stop()
	// A program the harness marked suspect (it passed a huge integer) is
	// given a fiftieth of the timeout: it is discarded either way, and
	// ring.New(1<<31) would cost the whole timeout every time.
	short := max(timeout/50, 20*time.Millisecond)
	if w.tick == nil {
		w.tick = time.NewTicker(short) // one per worker: a batch lasts milliseconds
	}
	last := time.Now()
	suspectTicks := 0
	for len(outs) < len(frames) {
		select {
		case <-w.ctx.Done():
			w.stop(0)
			return outs, w.ctx.Err()
		case <-w.tick.C:
			// Two ticks in a row, and confirmed on the whole of stderr: the
			// mark belongs to the program running now, not to the one
			// before it whose end mark is still in the pipe.
			if time.Since(last) >= short && w.stderr.Suspect() {
				suspectTicks++
			} else {
				suspectTicks = 0
			}
			if suspectTicks >= 2 {
				if o, ok := w.ranLong(ids[len(outs)], time.Since(last)); ok {
					return append(outs, o), nil // the programs after it are left out
				}
			}
		case line, ok := <-w.lines:
			if !ok {
				return w.ended(ids, frames, outs, timeout, wait, confirming)
			}
			o, ok, err := w.readLine(line)
			if err != nil {
				return outs, err // the outcomes before it stand
			}
			if !ok {
				continue
			}
			if want := ids[len(outs)]; o.ID != want && o.Status != wire.StatusError {
				if !slices.Contains(ids[len(outs):], o.ID) {
					// The late outcome of a program left out of an earlier
					// batch (see ranLong), that the harness went on running:
					// it was accounted for then.
					continue
				}
				return outs, fmt.Errorf("hogen: the harness answered program %d for %d", o.ID, want)
			}
			w.h.judgeOutcome(&o)
			outs = append(outs, o)
			last = time.Now()
			if !timer.Stop() {
				<-timer.C
			}
			timer.Reset(wait)
		case <-timer.C:
			if wait < timeout {
				return w.spunAgain(ids, frames, outs, timeout, wait, confirming)
			}
			return w.recover(ids, frames, outs, timeout, true, confirming)
		}
	}
	return outs, nil
}

// writeFrames writes the programs' frames to the harness, until it dies.
func writeFrames(stdin io.Writer, frames [][]byte) {
	for _, f := range frames {
		if _, err := stdin.Write(f); err != nil {
			return // the worker died; the reader sees it
		}
	}
}

// ended goes on with a batch whose harness process ended before it gave
// every outcome, the first len(outs).
func (w *Worker) ended(ids []int64, frames [][]byte, outs []Outcome, timeout, wait time.Duration, confirming bool) ([]Outcome, error) {
	if w.leaked {
		// The harness left to be replaced: the programs it did
		// not run go to a fresh one.
		w.stop(time.Second)
		rest, err := w.runBatch(ids[len(outs):], frames[len(outs):], timeout, wait, confirming)
		return append(outs, rest...), err
	}
	return w.recover(ids, frames, outs, timeout, false, confirming)
}

// readLine takes a line from the harness: a leak report, or the blocks
// the next program covered, which it notes and returns false for, or a
// program's outcome, which it returns with those blocks.
func (w *Worker) readLine(line []byte) (Outcome, bool, error) {
	if line[0] == wire.LineLeak {
		var l wire.Leak
		if err := json.Unmarshal(line[1:], &l); err == nil && !l.Blocked && !l.Spinning && w.h.OnLeak != nil {
			w.h.OnLeak(l)
		}
		w.leaked = true
		return Outcome{}, false, nil
	}
	if line[0] == wire.LineCover {
		var err error
		if w.covered, err = wire.ParseCover(line, w.covered); err != nil {
			return Outcome{}, false, err
		}
		return Outcome{}, false, nil
	}
	wo, err := wire.ParseOutcome(line)
	if err != nil {
		return Outcome{}, false, err
	}
	o := Outcome{Outcome: wo, Covered: w.covered}
	w.covered = nil
	return o, true, nil
}

// judgeOutcome decides on a program the harness reports failed or
// blocked.
func (h *Harness) judgeOutcome(o *Outcome) {
	o.Failed.Contract, o.Failed.Clause = h.Clause(o.Clause)
	switch o.Status {
	case wire.StatusFailed:
		if o.Facts != nil && o.Facts.Event == wire.EvGoexit && h.u.set != nil && h.u.set.Goexits != "" {
			o.Facts.Give(wire.GivenGoexits)
		}
		o.decide(blame.Observation{End: blame.Failed, Facts: o.Facts, Message: o.Message, Contract: o.Contract})
	case wire.StatusBlocked:
		h.judgeBlocked(o)
	}
}

// ranLong decides on the program id, which the harness marked suspect
// and which ran long: it stops the process, with its stacks when they
// tell, and returns the program's outcome, or false to let it run on.
func (w *Worker) ranLong(id int64, since time.Duration) (Outcome, bool) {
	f := wire.Facts{Event: wire.EvHang}
	detail := givenLast(w.stderr.String(), &f, false)
	v := blame.Decide(blame.Observation{End: blame.RanLong, Facts: &f, Message: detail})
	switch {
	case v.Stacks:
		// Now rather than at the timeout.
		return w.hung(id, since), true
	case v.Status == wire.StatusDiscard:
		// Discarded whatever happens next: no stacks needed.
		w.stop(0)
		return stopped(id, v), true
	}
	return Outcome{}, false
}

// stopped is the outcome v of a program that hogen stopped (or ran
// again) and judged by what it saw of the process.
func stopped(id int64, v blame.Verdict) Outcome {
	o := Outcome{Outcome: wire.Outcome{ID: id}, Died: true}
	o.apply(v)
	return o
}

// decide gives o blame's verdict on what was observed.
func (o *Outcome) decide(obs blame.Observation) {
	o.apply(blame.Decide(obs))
}

// apply copies the verdict v into o.
func (o *Outcome) apply(v blame.Verdict) {
	o.Status, o.Blame, o.Kind, o.Rule, o.Suspicious = v.Status, v.Blame, v.Kind, v.Rule, v.Suspicious
	if v.Status == wire.StatusDiscard {
		o.Reason, o.Cause, o.AvoidNil, o.Costly = v.Why, v.Cause, v.AvoidNil, v.Costly
		return
	}
	o.Evidence = v.Why
	if v.Message != "" {
		o.Message = v.Message
	}
	if v.Site != "" {
		o.Site = v.Site
	}
	o.Root = v.Root
}

// spinWait is how long a program may run before the worker looks at it:
// the timeout, or, once a program of the run has spun for ever
// (Harness.spins), an eighth of it (at least 250 ms), for an operation
// that spun once mostly spins again, and each spin cost the whole
// timeout. A program stopped early that is not computing in such an
// operation runs again, alone, with the whole timeout (spunAgain): a
// wait on a timer, or a slow computation elsewhere, is not cut short.
func (h *Harness) spinWait(timeout time.Duration) time.Duration {
	known := false
	h.spins.Range(func(any, any) bool { known = true; return false })
	if !known {
		return timeout
	}
	return min(timeout, max(timeout/8, 250*time.Millisecond))
}

// spunAgain judges the program that ran longer than wait, less than the
// timeout: the same spin as one seen before if it computes in an
// operation that spun, or else it runs again alone with the timeout, and
// the programs after it go on.
func (w *Worker) spunAgain(ids []int64, frames [][]byte, outs []Outcome, timeout, wait time.Duration, confirming bool) ([]Outcome, error) {
	last := w.hung(ids[len(outs)], wait)
	if last.Kind == blame.Hang && busy(last.Stderr) {
		w.h.Attribute(&last)
		if _, known := w.h.spins.Load(last.Party); known {
			return append(outs, last), nil // the programs after it are left out
		}
	}
	first := len(outs)
	o, err := w.runBatch(ids[first:first+1], frames[first:first+1], timeout, timeout, confirming)
	outs = append(outs, o...)
	if err != nil || len(o) == 0 || o[0].Died || first+1 == len(ids) {
		return outs, err
	}
	rest, err := w.runBatch(ids[first+1:], frames[first+1:], timeout, wait, confirming)
	return append(outs, rest...), err
}

// recover ends a worker that hung or died in the middle of a batch and
// runs the programs without an outcome again, one by one.
func (w *Worker) recover(ids []int64, frames [][]byte, outs []Outcome, timeout time.Duration, hung, confirming bool) ([]Outcome, error) {
	var last Outcome
	if hung {
		last = w.hung(ids[len(outs)], timeout)
	} else {
		last = w.died(ids[len(outs)])
	}
	first := len(outs)
	if last.Kind == blame.Hang && !confirming && busy(last.Stderr) {
		// The program was computing, not blocked: slow (a quadratic
		// search over a 64 KB pattern) or looping for ever. Only the
		// second is a hang: it must hang again, alone, with three times
		// the time; once an operation has, its next spins are taken as
		// the same bug.
		w.h.Attribute(&last)
		if _, known := w.h.spins.Load(last.Party); known {
			return append(outs, last), nil
		}
		o, err := w.runBatch(ids[first:first+1], frames[first:first+1], 3*timeout, 3*timeout, true)
		if err != nil || len(o) == 0 {
			return append(outs, last), err // the hang seen once is kept
		}
		if o[0].Kind != blame.Hang {
			o[0] = stopped(last.ID, blame.Decide(blame.Observation{End: blame.Slow}))
		} else {
			o[0].Message = last.Message
			w.h.Attribute(&o[0])
			if !strings.HasSuffix(o[0].Party, ".?") { // an operation found, not a guess
				w.h.spins.Store(o[0].Party, true)
			}
		}
		return append(outs, o[0]), nil // the programs after it are left out
	}
	if first == len(frames)-1 {
		return append(outs, last), nil // the only one left is the culprit
	}
	seen := false
	for i := first; i < len(frames) && !seen; i++ {
		o, err := w.runBatch(ids[i:i+1], frames[i:i+1], timeout, timeout, false)
		if err != nil || len(o) == 0 {
			if last.Kind == blame.Crash && !seen {
				outs = append(outs, last) // what was seen is not lost
			}
			return outs, err
		}
		// The culprit found, the programs after it never ran: they are
		// left out (the caller counts only the outcomes it gets).
		seen = o[0].Kind == last.Kind && o[0].Status == last.Status
		outs = append(outs, o[0])
	}
	if !seen {
		// It did not happen again alone: it needed the state earlier
		// programs left, or luck. A crash is kept, on the first program
		// it could be (a data race shows only sometimes); a hang that no
		// program shows alone has no reproducer, and no party to blame.
		if last.Kind == blame.Hang {
			last = stopped(last.ID, blame.Decide(blame.Observation{End: blame.Unrepeated}))
		}
		outs[first] = last
	}
	return outs, nil
}

// busy reports whether the goroutine running the hung program was
// running or runnable when its stacks were taken, rather than parked or
// sleeping. A goroutine running on another thread shows no stack at all.
func busy(stderr string) bool {
	if strings.Contains(stderr, "goroutine running on other thread") {
		return true
	}
	g, ok := runnerOf(stderr)
	return ok && (g.State == "running" || g.State == "runnable")
}

// runnerOf finds, in a dump of the harness, the goroutine that was
// running the program: the harness names each runner goroutine it
// starts on stderr.
func runnerOf(stderr string) (wire.Goroutine, bool) {
	id := int64(-1)
	if i := strings.LastIndex(stderr, wire.RunnerMark); i >= 0 {
		line, _, _ := strings.Cut(stderr[i+len(wire.RunnerMark):], "\n")
		id, _ = strconv.ParseInt(line, 10, 64)
	}
	for _, g := range wire.Goroutines(stderr) {
		if g.ID == id {
			return g, true
		}
	}
	return wire.Goroutine{}, false
}

// judgeBlocked decides the outcome of a program that could not go on,
// from its facts and the states of its goroutines (o.Parked): a wait by
// design is discarded, a deadlock in a callback is a hang of the
// operation the program called, at the line where the lock is awaited.
func (h *Harness) judgeBlocked(o *Outcome) {
	p, dump := h.parked(o.Parked)
	o.Parked = nil
	v := blame.Decide(blame.Observation{End: blame.Blocked, Facts: o.Facts, Parked: &p})
	if v.Status == wire.StatusFinding {
		o.Stderr = dump
		h.Attribute(o)
	}
	o.apply(v)
}

// parked reads the goroutines of a program that could not go on, the
// one that ran the program first: what blame weighs of their states,
// and their stacks, for people to read.
func (h *Harness) parked(gs []wire.Goroutine) (blame.Parked, string) {
	var p blame.Parked
	var dump strings.Builder
	for i, g := range gs {
		if i == 0 {
			p.Wait = g.State
		}
		if g.Class() == wire.Locked && !p.LockInCallback {
			p.Lock = g.State
			p.LockInCallback = g.Runs("main.(*exec).callBody")
			p.OwnLock = g.TakesLock()
			p.Site = h.siteOf(g)
			p.Caller = h.callerOf(g)
		}
		fmt.Fprintf(&dump, "%s\n%s\n\n", g.Header(), g.Stack)
	}
	return p, dump.String()
}

// died collects a crashed worker's last words.
func (w *Worker) died(id int64) Outcome {
	select {
	case <-w.exited:
	case <-time.After(5 * time.Second):
	case <-w.ctx.Done():
	}
	w.kill() // leave nothing behind
	<-w.exited
	code := -1
	if w.cmd.ProcessState != nil {
		code = w.cmd.ProcessState.ExitCode()
	}
	stderr := w.stderr.String()
	w.forget()
	msg := crashMessage(stderr, code)
	f := wire.Facts{Event: wire.EvCrash, Panic: wire.PanicClass(msg)}
	if f.Panic == wire.PanicOther && wire.NilFault(stderr) {
		f.Panic = wire.PanicNil
	}
	if f.Panic == wire.PanicMemory && wire.HugeAllocation(msg) {
		f.Give(wire.GivenHuge) // a gigabyte asked for at once
	}
	if code >= 0 && msg == exitMessage(code) && w.h.u.set != nil && (w.h.u.set.Exits != "" || lastWords(stderr) == "" && exitingUnderWay(stderr)) {
		f.Give(wire.GivenExits) // os.Exit, of any status (an exit handler may pick 0): no panic, no runtime error
	}
	if code > 0 && code != exitHarness && msg == exitMessage(code) && lastWords(stderr) != "" {
		// No runtime error, a status the harness never exits with, and
		// words before it: an os.Exit of the code under test that said
		// why, as log.Fatal prints, then exits with 1.
		f.Panic = wire.PanicExit
	}
	givenLast(stderr, &f, true)
	if strings.Contains(lastWords(stderr), syscall.EACCES.Error()) {
		// log.Fatal(err) of a write the sandbox refused: its last words.
		f.Denied = lastWords(stderr)
	}
	o := Outcome{Outcome: wire.Outcome{ID: id, Status: wire.StatusFailed, Facts: &f, Message: msg}, Stderr: stderr, Died: true}
	o.decide(blame.Observation{End: blame.Failed, Facts: &f, Message: msg})
	return o
}

// hung stops a worker whose program runs too long, with its goroutines'
// stacks (SIGQUIT makes the Go runtime print them), and decides on the
// program by its marks and its stacks: whether the goroutine that ran it
// was computing, or parked (then it is judged as blocked).
func (w *Worker) hung(id int64, timeout time.Duration) Outcome {
	w.cmd.Process.Signal(syscall.SIGQUIT)
	w.stop(3 * time.Second)
	stderr := w.stderr.String()
	f := wire.Facts{Event: wire.EvHang, Busy: busy(stderr)}
	givenLast(stderr, &f, false)
	o := Outcome{Outcome: wire.Outcome{ID: id, Status: wire.StatusFailed, Facts: &f,
		Message: fmt.Sprintf("the program ran longer than %v", timeout), Took: timeout.Microseconds()}, Stderr: stderr, Died: true}
	obs := blame.Observation{End: blame.Hung, Facts: &f, Message: o.Message, LockInCallback: lockedInCallback(stderr)}
	dump := ""
	if runner, ok := runnerOf(stderr); ok {
		obs.RunnerWait, obs.RunnerOwnLock = runner.State, runner.TakesLock()
		if f.Busy && slices.ContainsFunc(runner.StdTop(), func(fn string) bool { return strings.HasPrefix(fn, "math/big.") }) {
			// Arbitrary-precision arithmetic ends, in time polynomial in
			// its operands' sizes: still computing after the timeout, its
			// operands are numbers the program made huge (a power of a
			// power), the size's doing like any other.
			f.Give(wire.GivenHuge)
		}
		if !f.Busy {
			gs := []wire.Goroutine{runner}
			for _, g := range wire.Goroutines(stderr) {
				if g.ID != runner.ID && !g.HarnessOwn() {
					gs = append(gs, g)
				}
			}
			var p blame.Parked
			p, dump = w.h.parked(gs)
			obs.Parked = &p
		}
	}
	v := blame.Decide(obs)
	if obs.Parked != nil && v.Status == wire.StatusFinding {
		// A deadlock: the operation is the one the parked goroutines
		// were called from.
		o.Stderr = dump
		w.h.Attribute(&o)
		o.Stderr = stderr
	}
	o.apply(v)
	return o
}

// lockedInCallback reports whether a goroutine of the dump waits for a
// lock with a synthesized body the package called on its stack.
func lockedInCallback(stderr string) bool {
	for _, g := range wire.Goroutines(stderr) {
		if g.Class() == wire.Locked && g.Runs("main.(*exec).callBody") {
			return true
		}
	}
	return false
}

// givenLast adds to f what the program that was running when the worker
// died had handed the package, by the harness's marks on stderr (see
// wire.SuspectMark), with the lasting marks of the programs before it if
// lasting (for a crash, which may come from a goroutine of the package
// that an earlier program started), and returns what the marks say.
func givenLast(stderr string, f *wire.Facts, lasting bool) string {
	i := strings.LastIndex(stderr, wire.SuspectEnd)
	if i < 0 {
		i = 0
	}
	var details []string
	blocking := []string{} // the blocking operations under way, innermost last
	zeroed := []string{}   // the calls on objects of size 0 under way
	held := 0              // the values held that are to be released
	seen := map[string]bool{}
	for _, l := range strings.Split(stderr[i:], "\n") {
		if seen[l] && strings.Contains(l, wire.LastingMark) {
			continue // the tail and tailBuffer's copy of the lasting marks
		}
		seen[l] = true
		// A mark may follow the runtime's "fatal error: " on its line:
		// the package's goroutine crashed while the harness wrote it.
		j, n := strings.Index(l, wire.SuspectMark), len(wire.SuspectMark)
		if k := strings.Index(l, wire.LastingMark); lasting && k >= 0 {
			j, n = k, len(wire.LastingMark)
		}
		if j >= 0 {
			rest := l[j+n:]
			g, detail, _ := strings.Cut(rest, " ")
			switch g {
			case wire.GivenBlocking:
				blocking = append(blocking, detail)
			case wire.Unblocked:
				if len(blocking) > 0 {
					blocking = blocking[:len(blocking)-1]
				}
			case wire.ZeroSizedCall:
				zeroed = append(zeroed, detail)
			case wire.ZeroSizedReturn:
				if len(zeroed) > 0 {
					zeroed = zeroed[:len(zeroed)-1]
				}
			case wire.ExitingCall, wire.ExitingReturn:
				// (exitingUnderWay reads them)
			case wire.GivenUnreleased:
				held++
			case wire.Released:
				held = max(held-1, 0)
			default:
				f.Give(g)
				details = append(details, detail)
			}
		}
	}
	if held > 0 {
		f.Give(wire.GivenUnreleased)
	}
	if len(blocking) > 0 {
		f.Give(wire.GivenBlocking)
		details = append(details, blocking[len(blocking)-1])
	}
	if len(zeroed) > 0 {
		f.Give(wire.GivenZeroSize)
		details = append(details, zeroed[len(zeroed)-1]+" on an object made with a measure of 0")
	}
	return strings.Join(details, "; ")
}

// exitingUnderWay reports whether the marks in stderr show an operation
// under way that ends the process on purpose (wire.ExitingCall): it may
// have said why where the harness cannot see it (a logger on stdout, or
// one left unset).
func exitingUnderWay(stderr string) bool {
	depth := 0
	for _, l := range strings.Split(stderr, "\n") {
		j := strings.Index(l, wire.SuspectMark)
		if j < 0 {
			continue
		}
		switch g, _, _ := strings.Cut(l[j+len(wire.SuspectMark):], " "); g {
		case wire.ExitingCall:
			depth++
		case wire.ExitingReturn:
			depth = max(depth-1, 0)
		}
	}
	return depth > 0
}

// lastWords is the last line the process printed (not a mark of hogen's).
func lastWords(stderr string) string {
	lines := strings.Split(strings.TrimSpace(stderr), "\n")
	for i := len(lines) - 1; i >= 0; i-- {
		if !strings.HasPrefix(lines[i], "hogen-") && strings.TrimSpace(lines[i]) != "" {
			return lines[i]
		}
	}
	return ""
}

// crashMessage is the first line that says why the process died. A mark
// of the harness written while the runtime printed it is left out.
func crashMessage(stderr string, code int) string {
	lines := strings.Split(stderr, "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, "fatal error:") || strings.HasPrefix(l, "panic:") || strings.HasPrefix(l, "runtime:") {
			head, _, _ := strings.Cut(l, "hogen-")
			if j := strings.Index(l, "hogen-"); j >= 0 {
				// The runtime's message goes on after the mark's line.
				for _, m := range lines[i+1:] {
					if !strings.HasPrefix(m, "hogen-") {
						head += m
						break
					}
				}
			}
			return strings.TrimSpace(head)
		}
	}
	if code >= 0 {
		return exitMessage(code)
	}
	return "the process died"
}

// exitHarness is the status the harness and the runtime exit with when
// they end the process (a fatal error, an unrecovered panic, SIGQUIT).
const exitHarness = 2

func exitMessage(code int) string { return fmt.Sprintf("the process exited with status %d", code) }

// programFirst is the goroutines of a dump, the one that ran the program
// first: the package's own goroutines wait too, but are not what hung.
func programFirst(dump string) []wire.Goroutine {
	gs := wire.Goroutines(dump)
	runner, named := runnerOf(dump)
	sort.SliceStable(gs, func(i, j int) bool {
		if named {
			return gs[i].ID == runner.ID && gs[j].ID != runner.ID
		}
		return gs[i].Runs("main.(*exec)") && !gs[j].Runs("main.(*exec)")
	})
	return gs
}

// packageFrames are g's frames in the package under test, innermost
// first: the function (pkg.(*T).M) and file:line of each.
func (h *Harness) packageFrames(g wire.Goroutine) (fns, sites []string) {
	fns, sites, _ = h.packageFramesBy(g)
	return fns, sites
}

// packageFramesBy is packageFrames with, for each frame, the number of
// the stretch of the package's frames it is in: a frame of the harness
// (package main: a synthesized body the package called) between two of
// the package's ends a stretch. Stretch 0 is the innermost.
func (h *Harness) packageFramesBy(g wire.Goroutine) (fns, sites []string, stretch []int) {
	pkg := h.u.env.Pkg
	prefix := pkg.Path() + "."
	lines := strings.Split(g.Stack, "\n")
	n, inHarness := 0, false
	for i := 0; i+1 < len(lines); i += 2 {
		fn := lines[i]
		if strings.HasPrefix(fn, "created by ") {
			break
		}
		if j := strings.LastIndexByte(fn, '('); j > 0 {
			fn = fn[:j]
		}
		if strings.HasPrefix(fn, "main.") && len(fns) > 0 {
			inHarness = true
		}
		if !strings.HasPrefix(fn, prefix) || strings.Contains(fn[len(prefix):], "/") {
			continue
		}
		if inHarness {
			n, inHarness = n+1, false
		}
		loc := strings.TrimSpace(lines[i+1])
		if f := strings.Fields(loc); len(f) > 0 {
			loc = f[0] // drop " +0x4b fp=... sp=..."
		}
		if k := strings.LastIndexByte(loc, '/'); k >= 0 {
			loc = loc[k+1:]
		}
		fns, sites = append(fns, pkg.Name()+"."+fn[len(prefix):]), append(sites, loc)
		stretch = append(stretch, n)
	}
	return fns, sites, stretch
}

// callerOf is the innermost line of the package on g's stack below a
// synthesized body the package called (the first frame of stretch 1, see
// packageFramesBy), or "".
func (h *Harness) callerOf(g wire.Goroutine) string {
	_, sites, stretch := h.packageFramesBy(g)
	for i, n := range stretch {
		if n == 1 {
			return sites[i]
		}
	}
	return ""
}

// siteOf is the innermost line of the package on g's stack, or "".
func (h *Harness) siteOf(g wire.Goroutine) string {
	if _, sites := h.packageFrames(g); len(sites) > 0 {
		return sites[0]
	}
	return ""
}

// Attribute finds the party and site of a crash or hang from the worker's
// stacks: the outermost function of the package under test that the
// harness called (the operation), and the innermost line of the package.
// A hang inside a synthesized body is the operation's that called that
// body: a callback that waits for a lock waits for the operation that
// called it with the lock held, however deep in the program's other
// calls and walks it is.
func (h *Harness) Attribute(o *Outcome) {
	for _, g := range programFirst(o.Stderr) {
		if fns, sites, stretch := h.packageFramesBy(g); len(fns) > 0 {
			o.Party, o.Site = fns[len(fns)-1], sites[0]
			if o.Kind == blame.Hang && stretch[len(stretch)-1] > 1 {
				for i := len(fns) - 1; i >= 0; i-- {
					if stretch[i] == 1 {
						o.Party = fns[i] // the outermost frame of the caller's stretch
						break
					}
				}
			}
			return
		}
	}
	if o.Party == "" {
		o.Party = h.u.env.Pkg.Name() + ".?"
	}
}

// ProgramStack is the first line of a crash or hang report and the stack
// of the goroutine that ran the package's code, for people to read.
func (h *Harness) ProgramStack(o Outcome) string {
	var head string
	if o.Kind == blame.Crash {
		head = o.Message + "\n"
	}
	for _, g := range programFirst(o.Stderr) {
		if fns, _ := h.packageFrames(g); len(fns) > 0 {
			lines := append([]string{g.Header()}, strings.Split(g.Stack, "\n")...)
			for i, l := range lines {
				if j := strings.Index(l, " fp=0x"); j > 0 {
					lines[i] = l[:j]
				}
			}
			if len(lines) > 41 {
				lines = append(lines[:41], "\t...")
			}
			return head + strings.Join(lines, "\n")
		}
	}
	return head + strings.TrimSpace(o.Stderr)
}

// Clause returns the contract clause of an outcome's Clause field, or nils.
func (h *Harness) Clause(n int) (*contracts.Contract, *contracts.Clause) {
	if n <= 0 || n > len(h.u.clauses) {
		return nil, nil
	}
	ref := h.u.clauses[n-1]
	return ref.con, ref.cl
}

// ContractClause is a clause with its contract.
type ContractClause struct {
	Contract *contracts.Contract
	Clause   *contracts.Clause
}
