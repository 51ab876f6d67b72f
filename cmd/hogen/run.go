package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"go/types"

	"github.com/hogen-go/hogen/blame"
	"github.com/hogen-go/hogen/blame/wire"
	"github.com/hogen-go/hogen/contracts"
	"github.com/hogen-go/hogen/cover"
	"github.com/hogen-go/hogen/synth"
	"github.com/hogen-go/hogen/synth/exec"
	"github.com/hogen-go/hogen/synth/render"
	"github.com/hogen-go/hogen/synth/repro"
	"github.com/hogen-go/hogen/typesys"
	"golang.org/x/tools/go/packages"
)

// session is what one invocation prints besides findings: errors, which
// with -json are events too, and the done event that ends every run.
type session struct {
	// profile collects the coverage profiles of the packages tested, for
	// -coverprofile.
	profile bytes.Buffer
	json    bool
	stdout  io.Writer
	stderr  io.Writer
	enc     *json.Encoder
	mu      sync.Mutex
	// findings are those reported, for -sarif and -baseline.
	findings []findingEvent
	// baseline holds the fingerprints of known findings (nil: no
	// -baseline file to read); writeBaselineTo is the -baseline file to
	// write at the end, when it did not exist.
	baseline        map[string]bool
	writeBaselineTo string
}

// errorf prints an error about pkg ("" for none) on stderr and, with
// -json, as an error event.
func (s *session) errorf(pkg, format string, args ...any) {
	s.event("error", pkg, fmt.Sprintf(format, args...))
}

// notef prints a note about pkg: a warning, or something left out that
// the user did not ask for by name (a main package ./... matched). With
// -json it is a note event.
func (s *session) notef(pkg, format string, args ...any) {
	s.event("note", pkg, fmt.Sprintf(format, args...))
}

// event prints msg on stderr and, with -json, as an event of action.
func (s *session) event(action, pkg, msg string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	fmt.Fprintln(s.stderr, msg)
	if s.json {
		s.enc.Encode(messageEvent{Action: action, Package: pkg, Message: strings.TrimPrefix(msg, "hogen: ")})
	}
}

// done ends a -json run with its exit code.
func (s *session) done(code int) {
	if s.json {
		s.mu.Lock()
		defer s.mu.Unlock()
		s.enc.Encode(doneEvent{Action: "done", ExitCode: code})
	}
}

// The time plan of one package (-time D): programs run until D, or,
// once there are findings, until the time left is what their
// minimization and confirmation need; all is over by D + 10%. The
// harness build comes before and does not count.

// confirmTime is what confirming n reproducers needs at least: one
// compile of the package's tests and a run of each; a hang's test runs
// until its deadline, the -timeout.
func (r *reporter) confirmTime(n int) time.Duration {
	d := 1500*time.Millisecond + time.Duration(n)*50*time.Millisecond
	if r.hangs.Load() > 0 {
		d += r.o.timeout
	}
	return d
}

// needed is the time the findings so far need before the end: half a
// second of minimization for each one not yet minimized, and the
// confirmation of all.
func (r *reporter) needed() time.Duration {
	n := r.findings.Len()
	if n == 0 {
		return 0
	}
	return time.Duration(len(r.queue))*500*time.Millisecond + r.confirmTime(n)
}

// runPackage builds the harness for p, runs programs within the budget and
// reports the findings. It returns the exit code. The budget runs from
// begun, when hogen began to load p, with the harness's build left out.
func runPackage(ctx context.Context, p *packages.Package, env *typesys.Env, set *contracts.Set, gen *synth.Generator, genCfg synth.Config, o options, s *session, begun time.Time) int {
	stderr := s.stderr
	if o.out == "" && !exec.InMainModule(p) {
		// Not the user's own package: its directory is read-only. The
		// whole import path keeps go-set/v3 and bigcache/v3 apart.
		o.out, _ = filepath.Abs(filepath.Join("hogen-repro", filepath.FromSlash(p.PkgPath)))
		fmt.Fprintf(stderr, "hogen: %s is not in this module; reproducers go to %s\n", p.PkgPath, typesys.RelPath(o.out))
	}
	out := newReporter(o, p, s)
	buildStart := time.Now()
	h, err := exec.Build(p, env, set)
	out.build = time.Since(buildStart)
	if errors.Is(err, exec.ErrNoModule) {
		s.errorf(p.PkgPath, "%v", err)
		return exitUsage
	}
	if err != nil {
		s.errorf(p.PkgPath, "%v", err)
		return exitInternal
	}
	defer h.Close() // after the reproducers ran in its scratch directory
	h.Net = o.net
	sb, err := h.Sandbox()
	if err != nil {
		s.errorf(p.PkgPath, "%v", err)
		return exitInternal
	}
	if w := sb.Warning(); w != "" {
		s.notef(p.PkgPath, "%s", w)
	}
	out.sandbox = sb.Protections()
	if o.out != "" && !exec.InMainModule(p) && !exec.Within(h.MainDir, o.out) {
		s.notef(p.PkgPath, "hogen: warning: -o %s is outside the main module (%s): go test runs reproducers of %s only in it; hogen confirms them in an overlay",
			typesys.RelPath(o.out), h.MainDir, p.PkgPath)
	}
	out.h = h
	h.OnLeak = out.leak
	h.InitTimeout = min(10*time.Second, o.budget/2)
	for i, why := range env.LeftOut {
		if i == 10 {
			fmt.Fprintf(stderr, "hogen: left out %d more operations\n", len(env.LeftOut)-i)
			break
		}
		fmt.Fprintf(stderr, "hogen: left out %s\n", why)
	}
	if sk := h.Skipped(); len(sk) > 0 {
		s.notef(p.PkgPath, "hogen: warning: contracts of generic declarations are not checked yet: %s", strings.Join(sk, ", "))
	}
	out.start(env)

	// Loading took its share of the budget; at most half of it, so that a
	// package slow to load is still tested.
	start := time.Now().Add(-min(buildStart.Sub(begun), o.budget/2))
	hard := start.Add(o.budget + o.budget/10)
	// finishCtx bounds minimization and confirmation; runCtx the programs.
	finishCtx, cancelFinish := context.WithDeadline(ctx, hard)
	defer cancelFinish()
	runCtx, cancelRun := context.WithDeadline(ctx, start.Add(o.budget))
	defer cancelRun()
	go func() {
		// Once there are findings, stop early enough to minimize and
		// confirm them.
		t := time.NewTicker(50 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-runCtx.Done():
				return
			case <-t.C:
				if need := out.needed(); need > 0 && time.Until(hard) <= need {
					cancelRun()
					return
				}
			}
		}
	}()
	out.interrupted = func() bool { return ctx.Err() != nil }
	out.hard = hard
	done := out.pipeline(finishCtx, h, exec.RunConfig{Fuel: o.fuel, Timeout: o.timeout})
	procs := o.procs
	if procs <= 0 {
		procs = runtime.GOMAXPROCS(0)
	}
	cfg := exec.RunConfig{Seed: o.seed, N: o.n, Procs: procs, Timeout: o.timeout, Fuel: o.fuel, Progress: &out.programs, Feedback: o.feedback}
	if o.exhaustive > 0 {
		ecfg := genCfg
		ecfg.Size = o.exhaustive
		cfg.Exhaustive = synth.New(env, set, ecfg)
	}
	stop := out.progress()
	stats, err := exec.Run(runCtx, h, gen, cfg, out.result)
	stop(stats)
	if o.coverprofile != "" && stats.Cover != nil {
		stats.Cover.WriteBlocks(&s.profile, p.PkgPath)
	} else if o.coverprofile != "" {
		s.notef(p.PkgPath, "hogen: warning: %s could not be instrumented for coverage (cgo, or a package hogen's harness needs itself); -coverprofile leaves it out", p.PkgPath)
	}
	close(out.queue)
	<-done // the findings found so far are reported in any case
	var initErr *exec.InitError
	if errors.As(err, &initErr) {
		out.initFailure(initErr)
		out.finish(stats)
		return exitFindings
	}
	if err != nil {
		s.errorf(p.PkgPath, "%v", err)
		return exitInternal
	}
	out.finish(stats)
	if o.prune && ctx.Err() == nil && out.errors == 0 {
		out.prune()
	}
	if out.errors > 0 {
		return exitInternal
	}
	if out.found() > 0 {
		return exitFindings
	}
	return exitOK
}

// reporter prints findings as text blocks or JSON Lines (SPEC section 5).
type reporter struct {
	o        options
	p        *packages.Package
	s        *session
	stdout   io.Writer
	stderr   io.Writer
	printer  *render.Printer
	h        *exec.Harness
	findings blame.Set
	// suspects are the suspicious findings, reported only with
	// -suspicious and never counted; hidden counts those not shown.
	suspects blame.Set
	hidden   int
	// knownSet are the findings the baseline has.
	knownSet blame.Set
	// sandbox says what the sandbox denied, and by what means.
	sandbox  []string
	queue    chan queued // new findings, to the reproducer pipeline
	programs atomic.Int64
	errors   int
	// dropped counts crashes and hangs that the compiled reproducer did
	// not show again: they are not reported.
	dropped int
	// shown and shownSuspicious count the findings reported; known those
	// left out because the baseline has them.
	shown, shownSuspicious, known int
	// interrupted reports whether the user stopped the run; hard is when
	// everything must be over.
	interrupted func() bool
	hard        time.Time
	hangs       atomic.Int32  // findings that are hangs
	build       time.Duration // how long the harness build took
	leakOnce    sync.Once
	mu          sync.Mutex
	live        bool // a progress line is on the terminal
}

func newReporter(o options, p *packages.Package, s *session) *reporter {
	return &reporter{o: o, p: p, s: s, stdout: s.stdout, stderr: s.stderr, printer: render.NewPrinter(p.Types)}
}

// found is the number of findings reported that count.
func (r *reporter) found() int { return r.shown }

func (r *reporter) start(env *typesys.Env) {
	var ifaces []string
	for _, s := range env.Synth {
		ifaces = append(ifaces, types.TypeString(s, (*types.Package).Name)) // Collection[int], not Collection
	}
	if r.o.format == "json" {
		r.s.mu.Lock()
		r.s.enc.Encode(startEvent{Action: "start", Version: version(), Package: r.p.PkgPath, Packages: []string{r.p.PkgPath}, Seed: r.o.seed, Interfaces: ifaces})
		r.s.mu.Unlock()
		return
	}
	synth := "no interface to synthesize"
	if len(ifaces) > 0 {
		synth = "synthesizing " + strings.Join(ifaces, ", ")
	}
	fmt.Fprintf(r.stderr, "hogen: testing %s (seed %d, %s; -time %v)\n", r.p.PkgPath, r.o.seed, synth, r.o.budget)
}

// leak reports, once per package, that programs left goroutines or memory
// behind and a worker was replaced.
func (r *reporter) leak(l wire.Leak) {
	r.leakOnce.Do(func() {
		r.notef("hogen: warning: the programs leak: a worker was replaced after %d programs (%d goroutines, %d MB of heap): %s",
			l.Programs, l.Goroutines, l.HeapMB, strings.TrimSuffix(l.Stacks, "\n"))
	})
}

// result receives a finding or a harness error from the run.
func (r *reporter) result(res exec.Result) {
	oc := res.Outcome
	if oc.Status == wire.StatusError {
		r.errorf("hogen: internal error in the harness on program %d (a bug of hogen; please report it):\n%s", res.Index, oc.Message)
		return
	}
	sig, err := oc.Signature()
	if err != nil {
		r.errorf("hogen: internal error: %v", err)
		return
	}
	f := blame.Finding{
		Signature: sig, Contract: oc.Contract, Message: oc.Message, Program: res.Index, Enumerated: res.Enumerated,
		Size: res.Program.Size, Programs: res.Programs, Elapsed: res.Elapsed,
		Evidence: oc.Evidence, Rule: oc.Rule, Suspicious: oc.Suspicious,
	}
	if oc.Site != "" && oc.Contract != "" {
		f.Message += " (" + oc.Site + ")"
	}
	if r.s.baseline != nil && r.s.baseline[f.Fingerprint(r.p.PkgPath)] {
		// Known: counted once per root cause, never reported.
		if r.knownSet.Add(f) {
			r.mu.Lock()
			r.known++
			r.mu.Unlock()
		}
		return
	}
	set := &r.findings
	if f.Suspicious {
		if !r.o.suspicious {
			if r.suspects.Add(f) {
				r.mu.Lock()
				r.hidden++
				r.mu.Unlock()
			}
			return
		}
		set = &r.suspects
	}
	if set.Add(f) {
		if f.Kind == blame.Hang {
			r.hangs.Add(1)
		}
		// Minimize and write it while the run goes on.
		r.queue <- queued{f: f, prog: res.Program, outcome: oc}
	}
}

// queued is a new finding waiting for its reproducer.
type queued struct {
	f       blame.Finding
	prog    *synth.Program
	outcome exec.Outcome
}

// written is a finding whose reproducer is written, waiting to be
// confirmed and printed.
type written struct {
	f       blame.Finding
	outcome exec.Outcome
	res     *repro.Result
	// alone: the program showed the finding again when it ran alone in a
	// new process (exec.Harness.Replay).
	alone bool
}

// pipeline starts the goroutine that turns each new finding into a
// reproducer, and once the run is over confirms them all and prints the
// findings; the returned channel closes when that is done.
func (r *reporter) pipeline(ctx context.Context, h *exec.Harness, cfg exec.RunConfig) <-chan struct{} {
	r.queue = make(chan queued, 64)
	done := make(chan struct{})
	go func() {
		defer close(done)
		defer func() {
			if p := recover(); p != nil {
				r.errorf("hogen: internal error while writing a reproducer: %v\n%s\nThis is a bug of hogen; please report it.", p, debug.Stack())
				for range r.queue { // let the run finish
				}
			}
		}()
		r.report(ctx, h, cfg)
	}()
	return done
}

// replays is how often a finding's program runs alone, in a new process,
// before it is minimized: a failure it never shows there may have needed
// the state earlier programs left in the worker.
const replays = 3

// report minimizes and writes each new finding's reproducer while the run
// goes on, within the time left; then it confirms the reproducers, all
// compiled at once, and prints the findings.
func (r *reporter) report(ctx context.Context, h *exec.Harness, cfg exec.RunConfig) {
	rw := &repro.Writer{H: h, Pkg: r.p, Printer: r.printer, Dir: r.o.out, Command: r.o.command,
		Seed: r.o.seed, Fuel: cfg.Fuel, Timeout: cfg.Timeout}
	var w *exec.Worker // made for the first finding
	defer func() {
		if w != nil {
			w.Close()
		}
	}()
	var all []*written
	for q := range r.queue {
		f := q.f
		prog, oc := q.prog, q.outcome
		before := exec.Statements(prog)
		// Each finding gets its share of the time left before the
		// confirmation, and at most 5 s.
		left := time.Until(r.hard) - r.confirmTime(len(all)+1+len(r.queue))
		budget := min(5*time.Second, left/time.Duration(1+len(r.queue)))
		// A program that does not fail again alone must fail compiled: its
		// reproducer is not reported if it cannot be run. (A read past the
		// end of an array through unsafe fails compiled, and in a process
		// whose memory earlier programs filled, but may not in a new one.)
		alone := ctx.Err() != nil || h.Replay(ctx, prog, oc, cfg.Fuel, cfg.Timeout, replays)
		if w == nil && budget > 0 && ctx.Err() == nil {
			var err error
			if w, err = h.NewWorker(ctx, false); err != nil {
				w = nil
			}
		}
		if w != nil && budget > 0 && ctx.Err() == nil {
			prog, oc, _ = h.Minimize(w, prog, oc, exec.MinimizeConfig{
				Fuel: cfg.Fuel, Timeout: cfg.Timeout, Budget: budget, MaxRuns: 400})
		}
		f.Size = prog.Size
		f.Callback = oc.Callback
		src, _ := r.printer.File("main", []render.Func{{Name: "program", Prog: prog}})
		f.Source = string(src)
		if f.Kind == blame.Hang || f.Kind == blame.Crash {
			f.Stacks = h.ProgramStack(oc)
		}
		res, err := rw.Write(f, prog, oc, before)
		if err != nil {
			r.errorf("hogen: writing the reproducer of %s: %v", f.Signature, err)
			continue
		}
		all = append(all, &written{f: f, outcome: q.outcome, res: &res, alone: alone})
	}
	results := make([]*repro.Result, len(all))
	for i, wr := range all {
		results[i] = wr.res
	}
	rw.Confirm(ctx, results, func() string {
		if r.interrupted() {
			return "interrupted"
		}
		return "the time ran out"
	})
	var shown []*written
	var install []*repro.Result
	for _, wr := range all {
		f, res := wr.f, wr.res
		switch {
		case res.Broken:
			shown = append(shown, wr)
		case !res.Confirmed && res.NotRun == "":
			// A failure that depends on the interpreter's timing (a package
			// goroutine still running when the program ends, callbacks
			// run concurrently, a callback slow only when interpreted) is
			// no finding a maintainer can act on: it must show again
			// compiled.
			r.drop(f, fmt.Sprintf("hogen: not reported: the %s in %s did not happen again in its compiled reproducer", f.Kind, f.Party))
			if os.Getenv("HOGEN_DEBUG_REPRO") != "" {
				fmt.Fprintf(r.stderr, "DEBUG output:\n%s\n", res.Output)
			}
		case !res.Confirmed && !wr.alone:
			r.drop(f, fmt.Sprintf("hogen: not reported: the %s in %s did not happen again when its program ran alone (%d times), and its reproducer was not run (%s)", f.Kind, f.Party, replays, res.NotRun))
		default:
			shown = append(shown, wr)
			install = append(install, res)
		}
	}
	if err := rw.Install(install); err != nil {
		r.errorf("hogen: writing reproducers: %v", err)
	}
	for _, wr := range shown {
		f, res := wr.f, wr.res
		if f.Suspicious {
			f.Operations = r.suspects.Operations(f.Signature)
		} else {
			f.Operations = r.findings.Operations(f.Signature)
		}
		r.mu.Lock()
		r.clearLine()
		r.print(f, wr.outcome, *res)
		r.mu.Unlock()
		if res.Broken {
			r.errorf("hogen: internal error: the reproducer of the finding above does not compile (a bug of hogen; please report it):\n%s", indent(res.Output))
		}
	}
}

// prune removes the reproducers hogen wrote for the package whose
// finding did not show in this run (-prune): a finding known to the
// baseline, or suspicious and not shown, still shows.
func (r *reporter) prune() {
	keep := map[string]bool{}
	for _, set := range []*blame.Set{&r.findings, &r.knownSet} {
		for _, f := range set.All() {
			name, _ := repro.Names(f.Signature, false)
			keep[name] = true
		}
	}
	for _, f := range r.suspects.All() {
		name, _ := repro.Names(f.Signature, true)
		keep[name] = true
	}
	dir := r.o.out
	if dir == "" {
		dir = filepath.Dir(r.p.GoFiles[0])
	}
	removed, err := repro.Prune(dir, keep)
	for _, path := range removed {
		r.notef("hogen: pruned %s: its finding no longer shows", typesys.RelPath(path))
	}
	if err != nil {
		r.errorf("hogen: -prune: %v", err)
	}
}

// drop reports a finding that is not reported after all, as a note.
func (r *reporter) drop(f blame.Finding, msg string) {
	if !f.Suspicious {
		r.mu.Lock()
		r.dropped++
		r.mu.Unlock()
	}
	r.notef("%s", msg)
}

// errorf reports an internal error of hogen's on the package: it counts
// (the exit status is 3) and, with -json, is an error event.
func (r *reporter) errorf(format string, args ...any) {
	r.mu.Lock()
	r.errors++
	r.clearLine()
	r.mu.Unlock()
	r.s.errorf(r.p.PkgPath, format, args...)
}

// notef prints a note on the package; with -json it is a note event.
func (r *reporter) notef(format string, args ...any) {
	r.mu.Lock()
	r.clearLine()
	r.mu.Unlock()
	r.s.notef(r.p.PkgPath, format, args...)
}

// initFailure reports a package whose init blocks or crashes: no program
// can run, and no reproducer is needed beyond importing the package.
func (r *reporter) initFailure(e *exec.InitError) {
	kind := blame.Crash
	if e.Hung {
		kind = blame.Hang
	}
	f := blame.Finding{Signature: blame.Signature{Blame: blame.Program, Kind: kind, Party: r.p.Name + ".init"}, Message: e.Error()}
	if r.findings.Add(f) {
		oc := exec.Outcome{Stderr: e.Stderr}
		oc.Kind = kind
		f.Stacks = r.h.ProgramStack(oc)
		r.mu.Lock()
		r.print(f, oc, repro.Result{NotRun: "any test of the package shows it"})
		r.mu.Unlock()
	}
}

func indent(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	if len(lines) > 30 {
		lines = append(lines[:30], "...")
	}
	return "    " + strings.Join(lines, "\n    ")
}

// print shows one finding as a text block, a JSON event or a GitHub
// annotation, and keeps it for -sarif and -baseline.
func (r *reporter) print(f blame.Finding, oc exec.Outcome, res repro.Result) {
	rel := typesys.RelPath(res.Path)
	ev := newFindingEvent(r.p, f, oc.Site, res)
	r.s.mu.Lock()
	r.s.findings = append(r.s.findings, ev)
	r.s.mu.Unlock()
	if f.Suspicious {
		r.shownSuspicious++
	} else {
		r.shown++
	}
	switch r.o.format {
	case "json":
		r.s.mu.Lock()
		r.s.enc.Encode(ev)
		r.s.mu.Unlock()
		return
	case "github":
		fmt.Fprintln(r.stdout, githubAnnotation(ev))
		return
	}
	if f.Suspicious {
		fmt.Fprintf(r.stdout, "--- suspicious (not counted): %s in %s\n", f.Kind, f.Party)
	} else {
		// Blame "program" is the package's code as the program ran it.
		party := "package"
		if f.Blame == blame.Contract {
			party = "contract"
		}
		fmt.Fprintf(r.stdout, "--- %s at fault: %s in %s\n", party, f.Kind, f.Party)
	}
	if f.Contract != "" {
		fmt.Fprintf(r.stdout, "    contract: %s\n", f.Contract)
	}
	fmt.Fprintf(r.stdout, "    %s\n", f.Message)
	if oc.Site != "" {
		fmt.Fprintf(r.stdout, "    at %s\n", oc.Site)
	}
	if f.Evidence != "" {
		fmt.Fprintf(r.stdout, "    why: %s\n", f.Evidence)
	}
	switch f.Callback {
	case exec.CallbackNeeded:
		fmt.Fprintf(r.stdout, "    callback: needed (with every synthesized body quiet, the program passes)\n")
	case exec.CallbackNotNeeded:
		fmt.Fprintf(r.stdout, "    callback: not needed (it fails with every synthesized body quiet too)\n")
	}
	if len(f.Operations) > 1 {
		fmt.Fprintf(r.stdout, "    also reached from: %s\n", strings.Join(f.Operations[1:], ", "))
	}
	if f.Source != "" {
		origin := fmt.Sprintf("program %d of seed %d", f.Program, r.o.seed)
		if f.Enumerated {
			origin = fmt.Sprintf("program %d of the enumeration of size %d", f.Program, r.o.exhaustive)
		}
		fmt.Fprintf(r.stdout, "    found after %d programs (%s); %s, minimized to %d calls:\n", f.Programs, f.Elapsed.Round(time.Millisecond), origin, f.Size)
		for _, l := range strings.Split(strings.TrimSpace(programBody(f.Source)), "\n") {
			fmt.Fprintf(r.stdout, "        %s\n", l)
		}
	}
	if f.Stacks != "" {
		for _, l := range strings.Split(strings.TrimSpace(f.Stacks), "\n") {
			fmt.Fprintf(r.stdout, "      | %s\n", l)
		}
	}
	if res.Path != "" {
		confirmed := "confirmed: it fails"
		switch {
		case res.NotRun != "":
			confirmed = "not confirmed: " + res.NotRun
		case !res.Confirmed:
			confirmed = "NOT CONFIRMED"
		}
		fmt.Fprintf(r.stdout, "    reproducer: %s (%s)\n", rel, confirmed)
		if dir := filepath.Dir(res.Path); dir == filepath.Dir(r.p.GoFiles[0]) {
			pkg := typesys.RelPath(dir)
			if !filepath.IsAbs(pkg) && pkg != "." {
				pkg = "./" + pkg
			}
			fmt.Fprintf(r.stdout, "    run it: go test -run '^%s$' %s\n", res.Test, pkg)
		} else if strings.HasPrefix(res.NotRun, "it is outside the main module") {
			fmt.Fprintf(r.stdout, "    run it: move it into a directory of the main module, then go test -run '^%s$' there\n", res.Test)
		} else if !exec.InMainModule(r.p) {
			fmt.Fprintf(r.stdout, "    run it: go test -run '^%s$' ./%s\n", res.Test, typesys.RelPath(filepath.Dir(res.Path)))
		} else {
			fmt.Fprintf(r.stdout, "    run it: copy it into %s, then go test -run '^%s$'\n", typesys.RelPath(filepath.Dir(r.p.GoFiles[0])), res.Test)
		}
	} else if res.NotRun != "" && res.Test != "" {
		// Written only once it compiles: it did not get that far.
		fmt.Fprintf(r.stdout, "    reproducer: not written (not compiled: %s)\n", res.NotRun)
	} else if res.NotRun != "" {
		fmt.Fprintf(r.stdout, "    reproducer: none needed: %s\n", res.NotRun)
	}
	fmt.Fprintln(r.stdout)
}

// programBody drops the package clause and imports of a printed program.
func programBody(src string) string {
	if i := strings.Index(src, "\ntype "); i >= 0 {
		return src[i+1:]
	}
	if i := strings.Index(src, "\nfunc "); i >= 0 {
		return src[i+1:]
	}
	return src
}

func (r *reporter) finish(s exec.Stats) {
	perSec := float64(s.Programs) / max(s.Elapsed.Seconds(), 1e-3)
	if r.o.format == "json" {
		r.s.mu.Lock()
		r.s.enc.Encode(statsEvent{Action: "stats", Package: r.p.PkgPath, Programs: s.Programs, Calls: s.Calls, PerSecond: int(perSec),
			Discarded: s.Discarded, Failed: s.Failed, Findings: r.shown, Dropped: r.dropped, Suspicious: r.shownSuspicious,
			Hidden: r.hidden, Known: r.known,
			Ops: s.Ops, OpsCalled: s.Ops - len(s.Uncalled), Uncalled: s.Uncalled, Interrupted: r.interrupted(),
			BuildMs: r.build.Milliseconds(), TimedMs: time.Since(r.hard.Add(-r.o.budget - r.o.budget/10)).Milliseconds(),
			Coverage: coverage(s.Cover), Enumerated: s.Enumerated, Exhausted: s.Exhausted, Sandbox: r.sandbox})
		r.s.mu.Unlock()
		return
	}
	discarded := 0
	for _, n := range s.Discarded {
		discarded += n
	}
	fmt.Fprintf(r.stdout, "hogen: %s: %d programs in %s (%.0f/s, %.0f calls/s), %d discarded (generator), %d of %d operations called, %d %s\n",
		r.p.PkgPath, s.Programs, s.Elapsed.Round(time.Millisecond), perSec, float64(s.Calls)/max(s.Elapsed.Seconds(), 1e-3), discarded, s.Ops-len(s.Uncalled), s.Ops,
		r.found(), plural(r.found(), "finding", "findings"))
	if r.o.exhaustive > 0 {
		if s.Exhausted {
			fmt.Fprintf(r.stdout, "hogen: exhaustive: the space of programs of size %d or less was exhausted: %d programs\n", r.o.exhaustive, s.Enumerated)
		} else {
			fmt.Fprintf(r.stdout, "hogen: exhaustive: %d programs of size %d or less ran; the space was not exhausted\n", s.Enumerated, r.o.exhaustive)
		}
	}
	if s.Cover != nil {
		hit, total := s.Cover.Statements()
		fmt.Fprintf(r.stdout, "hogen: coverage: %.1f%% of statements (%d of %d)\n", s.Cover.Percent(), hit, total)
	}
	if r.known > 0 {
		fmt.Fprintf(r.stdout, "hogen: %d known %s not shown (in the baseline %s)\n", r.known, plural(r.known, "finding", "findings"), r.o.baseline)
	}
	if r.hidden > 0 {
		fmt.Fprintf(r.stdout, "hogen: %d suspicious %s not shown (-suspicious shows them)\n", r.hidden, plural(r.hidden, "finding", "findings"))
	}
	if len(s.Uncalled) > 0 {
		fmt.Fprintf(r.stdout, "hogen: never called: %s\n", strings.Join(s.Uncalled, ", "))
	}
	if len(r.sandbox) > 0 {
		fmt.Fprintf(r.stdout, "hogen: sandbox: %s\n", strings.Join(r.sandbox, "; "))
	}
	if r.interrupted() {
		fmt.Fprintf(r.stdout, "hogen: interrupted: reproducers not yet compiled were not written\n")
	}
}

// coverage is the JSON stats' percentage of statements reached, rounded
// to a tenth; nil when the package was not instrumented.
func coverage(p *cover.Profile) any {
	if p == nil {
		return nil
	}
	return math.Round(p.Percent()*10) / 10
}

// progress shows one live line on a terminal; it returns the function
// that removes it.
func (r *reporter) progress() func(exec.Stats) {
	w := r.stderr
	if u, ok := w.(interface{ Unwrap() io.Writer }); ok { // main's pipeWriter
		w = u.Unwrap()
	}
	f, ok := w.(*os.File)
	if !ok || r.o.format != "text" {
		return func(exec.Stats) {}
	}
	if fi, err := f.Stat(); err != nil || fi.Mode()&os.ModeCharDevice == 0 {
		return func(exec.Stats) {}
	}
	start := time.Now()
	done := make(chan struct{})
	go func() {
		t := time.NewTicker(250 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				r.mu.Lock()
				r.live = true
				n, el := r.programs.Load(), time.Since(start)
				fmt.Fprintf(f, "\r\x1b[Khogen: %d programs, %.0f/s, %d findings, %s elapsed", n, float64(n)/el.Seconds(), r.findings.Len(), el.Round(time.Second))
				r.mu.Unlock()
			}
		}
	}()
	return func(exec.Stats) {
		close(done)
		r.mu.Lock()
		r.clearLine()
		r.mu.Unlock()
	}
}

// clearLine removes the progress line; the caller holds r.mu.
func (r *reporter) clearLine() {
	if r.live {
		fmt.Fprint(r.stderr, "\r\x1b[K")
		r.live = false
	}
}
