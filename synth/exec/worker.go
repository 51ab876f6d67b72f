package exec

import (
	"bufio"
	"bytes"
	"context"
	"sort"
	"strconv"

	"encoding/json"
	"fmt"
	"github.com/hogen-go/hogen/contracts"
	"github.com/hogen-go/hogen/typesys"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"time"
)

// Outcome is what became of one program.
type Outcome struct {
	ID       int64  `json:"id"`
	Status   string `json:"s"` // ok, discard, finding, error (a bug of hogen's harness)
	Blame    string `json:"blame,omitempty"`
	Kind     string `json:"kind,omitempty"`
	Party    string `json:"party,omitempty"`
	Contract string `json:"contract,omitempty"`
	Site     string `json:"site,omitempty"`
	Message  string `json:"msg,omitempty"`
	Reason   string `json:"reason,omitempty"`
	// At, Skipped and Exhausted are ids of Harness.Nodes: where the
	// outcome showed, the guarded calls that were skipped, the bodies that
	// ran out of fuel.
	At        int   `json:"at,omitempty"`
	Skipped   []int `json:"skipped,omitempty"`
	Exhausted []int `json:"exhausted,omitempty"`
	// Clause is the failed clause's id plus one (Harness.Clause); Where,
	// for an invariant, which value broke it, plus two: 1 the receiver,
	// 2+i argument i, 102+i result i.
	Clause int `json:"clause,omitempty"`
	Where  int `json:"where,omitempty"`
	// Oracle is the method (String, Error) whose panic the oracle caught,
	// on result Where-102 of the call At.
	Oracle string `json:"oracle,omitempty"`
	// Outer, for an invariant broken when the package called back, is the
	// operation that called back; At is the callback.
	Outer int `json:"outer,omitempty"`
	// Stderr is what the worker printed when it died: the fatal error or
	// the goroutine stacks of a hang.
	Stderr string `json:"-"`
	// Died: the worker process died running the program (a crash, or
	// killed as hung), whatever the blame.
	Died bool `json:"-"`
}

// Worker is one harness process running programs one after another.
type Worker struct {
	h      *Harness
	trace  bool
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	lines  chan []byte
	stderr *tailBuffer
	tick   *time.Ticker // paces the check for suspect programs
	exited chan struct{}
}

// tailBuffer keeps the last bytes written to it.
type tailBuffer struct {
	mu  sync.Mutex
	buf []byte
	max int
	// suspect: the harness said why a hang of the running program would
	// be the generator's doing (see suspectLast).
	suspect bool
}

func (t *tailBuffer) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	// The harness writes each mark in one write.
	if mark, end := bytes.LastIndex(p, []byte(suspectMark)), bytes.LastIndex(p, []byte(suspectEnd)); end > mark {
		t.suspect = false
	} else if mark >= 0 {
		t.suspect = true
	}
	t.buf = append(t.buf, p...)
	if len(t.buf) > t.max {
		t.buf = append([]byte(nil), t.buf[len(t.buf)-t.max:]...)
	}
	return len(p), nil
}

func (t *tailBuffer) Suspect() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.suspect
}

func (t *tailBuffer) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.buf)
}

// NewWorker starts a harness process. With trace, it reports every call
// of an operation on its stderr.
func (h *Harness) NewWorker(trace bool) (*Worker, error) {
	w := &Worker{h: h, trace: trace}
	return w, w.start()
}

func (w *Worker) start() error {
	sb, err := w.h.Sandbox()
	if err != nil {
		return err
	}
	cmd, err := sb.Command(context.Background(), w.h.Binary)
	if err != nil {
		return err
	}
	if w.trace {
		cmd.Env = append(cmd.Env, "HOGEN_TRACE=1")
	}
	// Programs go in on fd 3 and outcomes come out on fd 4: the package
	// under test may print to stdout or read stdin, which go nowhere.
	progR, stdin, err := os.Pipe()
	if err != nil {
		return err
	}
	stdout, outW, err := os.Pipe()
	if err != nil {
		progR.Close()
		stdin.Close()
		return err
	}
	cmd.ExtraFiles = []*os.File{progR, outW}
	// The sandbox gives it a process group of its own (a kill reaches what
	// the package started too) and kills it with hogen; WaitDelay makes
	// Wait return even if a grandchild holds stderr open.
	cmd.WaitDelay = time.Second
	w.stderr = &tailBuffer{max: 256 << 10}
	cmd.Stderr = w.stderr
	err = cmd.Start()
	progR.Close()
	outW.Close()
	if err != nil {
		stdin.Close()
		stdout.Close()
		return fmt.Errorf("hogen: starting the harness: %v", err)
	}
	// The goroutines own this process's channels: a restart makes new ones.
	lines := make(chan []byte, 64)
	exited := make(chan struct{})
	w.cmd, w.stdin, w.lines, w.exited = cmd, stdin, lines, exited
	go func() {
		r := bufio.NewReaderSize(stdout, 1<<16)
		for {
			line, err := r.ReadBytes('\n')
			if len(line) > 0 {
				lines <- line
			}
			if err != nil {
				stdout.Close()
				close(lines)
				return
			}
		}
	}()
	go func() {
		cmd.Wait()
		close(exited)
	}()
	return nil
}

// Close stops the worker.
func (w *Worker) Close() {
	if w.tick != nil {
		w.tick.Stop()
	}
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
	w.cmd = nil
}

// kill ends the worker and whatever it started.
func (w *Worker) kill() {
	syscall.Kill(-w.cmd.Process.Pid, syscall.SIGKILL)
	w.cmd.Process.Kill()
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
// lost; the programs after the culprit, which never ran, get none.
func (w *Worker) RunBatch(ids []int64, frames [][]byte, timeout time.Duration) ([]Outcome, error) {
	return w.runBatch(ids, frames, timeout, false)
}

// runBatch is RunBatch; confirming, it is the rerun of one program that
// seemed to hang.
func (w *Worker) runBatch(ids []int64, frames [][]byte, timeout time.Duration, confirming bool) ([]Outcome, error) {
	if w.cmd == nil {
		if err := w.start(); err != nil {
			return nil, err
		}
	}
	stdin := w.stdin
	go func() {
		for _, f := range frames {
			if _, err := stdin.Write(f); err != nil {
				return // the worker died; the reader sees it
			}
		}
	}()
	outs := make([]Outcome, 0, len(frames))
	timer := time.NewTimer(timeout)
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
				if why := suspectLast(w.stderr.String()); why != "" {
					// Discarded whatever happens next: no stacks needed.
					w.kill()
					<-w.exited
					w.cmd = nil
					return append(outs, Outcome{ID: ids[len(outs)], Status: "discard", Blame: "generator",
						Reason: "ran long after " + why, Died: true}), nil // the programs after it are left out
				}
			}
		case line, ok := <-w.lines:
			if !ok {
				return w.recover(ids, frames, outs, timeout, false, confirming)
			}
			o, err := parseOutcome(line)
			if err != nil {
				return nil, err
			}
			if want := ids[len(outs)]; o.ID != want && o.Status != "error" {
				return nil, fmt.Errorf("hogen: the harness answered program %d for %d", o.ID, want)
			}
			outs = append(outs, o)
			last = time.Now()
			if !timer.Stop() {
				<-timer.C
			}
			timer.Reset(timeout)
		case <-timer.C:
			return w.recover(ids, frames, outs, timeout, true, confirming)
		}
	}
	return outs, nil
}

// recover ends a worker that hung or died in the middle of a batch and
// runs the programs without an outcome again, one by one.
func (w *Worker) recover(ids []int64, frames [][]byte, outs []Outcome, timeout time.Duration, hung, confirming bool) ([]Outcome, error) {
	var last Outcome
	if hung {
		last, _ = w.hung(ids[len(outs)], timeout)
	} else {
		last, _ = w.died(ids[len(outs)])
	}
	first := len(outs)
	if last.Kind == "hang" && !confirming && busy(last.Stderr) {
		// The program was computing, not blocked: slow (a quadratic
		// search over a 64 KB pattern) or looping for ever. Only the
		// second is a hang: it must hang again, alone, with three times
		// the time.
		o, err := w.runBatch(ids[first:first+1], frames[first:first+1], 3*timeout, true)
		if err != nil {
			return nil, err
		}
		if o[0].Kind != "hang" {
			o[0] = Outcome{ID: last.ID, Status: "discard", Blame: "generator", Died: true,
				Reason: "ran longer than the timeout, but not alone with three times as long"}
		}
		return append(outs, o[0]), nil // the programs after it are left out
	}
	if first == len(frames)-1 {
		return append(outs, last), nil // the only one left is the culprit
	}
	seen := false
	for i := first; i < len(frames) && !seen; i++ {
		o, err := w.RunBatch(ids[i:i+1], frames[i:i+1], timeout)
		if err != nil {
			return nil, err
		}
		// The culprit found, the programs after it never ran: they are
		// left out (the caller counts only the outcomes it gets).
		seen = o[0].Kind == last.Kind
		outs = append(outs, o[0])
	}
	if !seen {
		// It did not happen again alone: it needed the state earlier
		// programs left, or luck. A crash is kept, on the first program
		// it could be (a data race shows only sometimes); a hang that no
		// program shows alone has no reproducer, and no party to blame.
		if last.Kind == "hang" {
			last = Outcome{ID: last.ID, Status: "discard", Blame: "generator", Reason: "a hang that did not happen again alone", Died: true}
		}
		outs[first] = last
	}
	return outs, nil
}

// busy reports whether the goroutine running the hung program was
// running or runnable when its stacks were taken, rather than blocked.
// A goroutine running on another thread shows no stack at all.
func busy(stderr string) bool {
	if strings.Contains(stderr, "goroutine running on other thread") {
		return true
	}
	for _, g := range Stacks(stderr) {
		if strings.Contains(g, "main.(*exec)") {
			head, _, _ := strings.Cut(g, "\n")
			return strings.Contains(head, "[running]") || strings.Contains(head, "[runnable]")
		}
	}
	return false
}

// parseOutcome reads one line of the harness: o<id> for a program that
// ran without event, j<json> for any other outcome.
func parseOutcome(line []byte) (Outcome, error) {
	line = bytes.TrimSuffix(line, []byte("\n"))
	if len(line) > 1 && line[0] == 'o' {
		id, err := strconv.ParseInt(string(line[1:]), 10, 64)
		return Outcome{ID: id, Status: "ok"}, err
	}
	var o Outcome
	if len(line) == 0 || line[0] != 'j' {
		return o, fmt.Errorf("hogen: the harness said %q", line)
	}
	if err := json.Unmarshal(line[1:], &o); err != nil {
		return o, fmt.Errorf("hogen: the harness said %q: %v", line, err)
	}
	return o, nil
}

// died collects a crashed worker's last words.
func (w *Worker) died(id int64) (Outcome, error) {
	select {
	case <-w.exited:
	case <-time.After(5 * time.Second):
		w.kill()
		<-w.exited
	}
	syscall.Kill(-w.cmd.Process.Pid, syscall.SIGKILL) // leave nothing behind
	code := -1
	if w.cmd.ProcessState != nil {
		code = w.cmd.ProcessState.ExitCode()
	}
	stderr := w.stderr.String()
	w.cmd = nil
	if why := suspectLast(stderr); why != "" {
		return Outcome{ID: id, Status: "discard", Blame: "generator", Reason: "crashed after " + why + ": " + crashMessage(stderr, code), Died: true}, nil
	}
	return Outcome{ID: id, Status: "finding", Blame: "program", Kind: "crash",
		Message: crashMessage(stderr, code), Stderr: stderr, Died: true}, nil
}

// hung stops a worker whose program runs too long, with its goroutines'
// stacks (SIGQUIT makes the Go runtime print them).
func (w *Worker) hung(id int64, timeout time.Duration) (Outcome, error) {
	w.cmd.Process.Signal(syscall.SIGQUIT)
	select {
	case <-w.exited:
	case <-time.After(3 * time.Second):
		w.kill()
		<-w.exited
	}
	syscall.Kill(-w.cmd.Process.Pid, syscall.SIGKILL)
	stderr := w.stderr.String()
	w.cmd = nil
	if why := suspectLast(stderr); why != "" {
		return Outcome{ID: id, Status: "discard", Blame: "generator", Reason: "ran too long after " + why, Died: true}, nil
	}
	return Outcome{ID: id, Status: "finding", Blame: "program", Kind: "hang",
		Message: fmt.Sprintf("the program ran longer than %v", timeout), Stderr: stderr, Died: true}, nil
}

// suspectLast returns why a hang or crash of the program that was running
// when the worker died is the generator's doing, or "": the harness says
// so on stderr (a huge integer passed, a receiver passed to itself).
func suspectLast(stderr string) string {
	i := strings.LastIndex(stderr, suspectMark)
	if i < 0 || strings.Contains(stderr[i:], suspectEnd) {
		return ""
	}
	why, _, _ := strings.Cut(stderr[i+len(suspectMark):], "\n")
	return why
}

// The marks of the harness's suspect (harness/judge.go).
const (
	suspectMark = "hogen-suspect: "
	suspectEnd  = "hogen-suspect-end"
)

// crashMessage is the first line that says why the process died.
func crashMessage(stderr string, code int) string {
	for _, l := range strings.Split(stderr, "\n") {
		if strings.HasPrefix(l, "fatal error:") || strings.HasPrefix(l, "panic:") || strings.HasPrefix(l, "runtime:") {
			return strings.TrimSpace(l)
		}
	}
	if code >= 0 {
		return fmt.Sprintf("the process exited with status %d", code)
	}
	return "the process died"
}

// Stacks are the goroutine stacks of a dump, split per goroutine.
func Stacks(dump string) []string {
	var out []string
	for _, part := range strings.Split(dump, "\n\n") {
		if strings.HasPrefix(strings.TrimSpace(part), "goroutine ") {
			out = append(out, strings.TrimSpace(part))
		}
	}
	return out
}

// Attribute finds the party and site of a crash or hang from the worker's
// stacks: the outermost function of the package under test that the
// harness called (the operation), and the innermost line of the package.
func (h *Harness) Attribute(o *Outcome) {
	pkg := h.u.env.Pkg
	prefix := pkg.Path() + "."
	// The goroutine that runs the program first: the package's own
	// background goroutines wait too, but are not what hung.
	stacks := Stacks(o.Stderr)
	sort.SliceStable(stacks, func(i, j int) bool {
		return strings.Contains(stacks[i], "main.(*exec)") && !strings.Contains(stacks[j], "main.(*exec)")
	})
	for _, g := range stacks {
		lines := strings.Split(g, "\n")
		var party, site string
		for i := 1; i+1 < len(lines); i += 2 {
			fn := strings.TrimSpace(lines[i])
			if j := strings.LastIndexByte(fn, '('); j > 0 {
				fn = fn[:j]
			}
			if !strings.HasPrefix(fn, prefix) || strings.Contains(fn[len(prefix):], "/") {
				continue
			}
			loc := strings.TrimSpace(lines[i+1])
			if f := strings.Fields(loc); len(f) > 0 {
				loc = f[0] // drop " +0x4b fp=... sp=..."
			}
			if k := strings.LastIndexByte(loc, '/'); k >= 0 {
				loc = loc[k+1:]
			}
			if site == "" {
				site = loc
			}
			party = pkg.Name() + "." + fn[len(prefix):]
		}
		if party != "" {
			o.Party, o.Site = party, site
			return
		}
	}
	if o.Party == "" {
		o.Party = pkg.Name() + ".?"
	}
}

// ProgramStack is the first line of a crash or hang report and the stack
// of the goroutine that ran the package's code, for people to read.
func (h *Harness) ProgramStack(o Outcome) string {
	prefix := h.u.env.Pkg.Path() + "."
	var head string
	if o.Kind == "crash" {
		head = o.Message + "\n"
	}
	stacks := Stacks(o.Stderr)
	sort.SliceStable(stacks, func(i, j int) bool {
		return strings.Contains(stacks[i], "main.(*exec)") && !strings.Contains(stacks[j], "main.(*exec)")
	})
	for _, g := range stacks {
		if strings.Contains(g, prefix) {
			lines := strings.Split(g, "\n")
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

// Requires returns the preconditions that guard calls of op.
func (h *Harness) Requires(op *typesys.Op) []ContractClause {
	var out []ContractClause
	for _, con := range h.u.set.Effective(op.Func) {
		for _, cl := range con.Requires {
			out = append(out, ContractClause{con, cl})
		}
	}
	return out
}

// ContractClause is a clause with its contract.
type ContractClause struct {
	Contract *contracts.Contract
	Clause   *contracts.Clause
}
