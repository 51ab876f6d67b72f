package campaign

import (
	"context"
	"errors"
	"go/types"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/hogen-go/hogen/blame"
	"github.com/hogen-go/hogen/blame/wire"
	"github.com/hogen-go/hogen/synth"
	"github.com/hogen-go/hogen/synth/choice"
	"github.com/hogen-go/hogen/synth/exec"
	"github.com/hogen-go/hogen/synth/exec/sandbox"
	"github.com/hogen-go/hogen/synth/render"
	"github.com/hogen-go/hogen/synth/repro"
	"github.com/hogen-go/hogen/typesys"
)

// reporter takes the run's findings, deduplicates them by root cause,
// and turns each new one into a reproducer while the run goes on.
type reporter struct {
	*campaign
	h        *exec.Harness
	plan     Plan
	printer  *render.Printer
	findings blame.Set
	// suspects are the suspicious findings, reported only with
	// Config.Suspicious and never counted; hidden counts those not shown.
	suspects blame.Set
	// knownSet are the findings the baseline has.
	knownSet blame.Set
	sandbox  []string
	sb       *sandbox.Sandbox // the harness's, where reproducers are confirmed
	// mgen makes programs again for minimization; tries counts its
	// runs by pass.
	mgen     *synth.Generator
	tries    map[string]int
	queue    chan queued // new findings, to the reproducer pipeline
	programs atomic.Int64
	hangs    atomic.Int32  // findings that are hangs
	build    time.Duration // how long the harness build took
	leakOnce sync.Once
	sites    sync.Map        // siteText's lines, by site
	ctx      context.Context // the user's: done when the run is interrupted

	mu sync.Mutex
	// errors counts internal errors; dropped the crashes and hangs that
	// the compiled reproducer did not show again; shown and
	// shownSuspicious the findings reported, known those the baseline
	// has, hidden the suspicious ones not shown.
	errors, dropped, shown, shownSuspicious, known, hidden int
}

func newReporter(c *campaign, h *exec.Harness) *reporter {
	return &reporter{campaign: c, h: h, printer: render.NewPrinter(c.p.Types), tries: map[string]int{},
		queue: make(chan queued, 64)}
}

// run runs programs until the plan says stop, while the pipeline turns
// findings into reproducers; it returns the exit code.
func (r *reporter) run(ctx context.Context) int {
	r.ctx = ctx
	// finishCtx bounds minimization and confirmation; runCtx the programs.
	finishCtx, cancelFinish := context.WithDeadline(ctx, r.plan.Hard)
	defer cancelFinish()
	runCtx, cancelRun := context.WithDeadline(ctx, r.plan.RunEnd)
	defer cancelRun()
	go r.watch(runCtx, cancelRun)
	done := r.pipeline(finishCtx)
	cfg := exec.RunConfig{Seed: r.cfg.Seed, N: r.cfg.N, Procs: r.procs(), Timeout: r.cfg.Timeout, Fuel: r.cfg.Fuel,
		Progress: &r.programs, Feedback: r.cfg.Feedback}
	if r.cfg.Exhaustive > 0 {
		ecfg := r.synthConfig()
		ecfg.Size = r.cfg.Exhaustive
		cfg.Exhaustive = synth.New(r.env, r.set, ecfg)
	}
	stop := r.progress()
	stats, err := exec.Run(runCtx, r.h, r.gen, cfg, r.result)
	stop()
	close(r.queue)
	<-done // the findings found so far are reported in any case
	var initErr *exec.InitError
	if errors.As(err, &initErr) {
		r.initFailure(initErr)
		r.finish(stats)
		return ExitFindings
	}
	if err != nil {
		return r.fail(ExitInternal, "%v", err)
	}
	r.finish(stats)
	if r.cfg.Prune && ctx.Err() == nil && r.errors == 0 {
		r.prune()
	}
	switch {
	case r.errors > 0:
		return ExitInternal
	case r.shown > 0:
		return ExitFindings
	}
	return ExitOK
}

// watch stops the programs early enough, once there are findings, to
// minimize and confirm them.
func (r *reporter) watch(runCtx context.Context, cancelRun func()) {
	t := time.NewTicker(50 * time.Millisecond)
	defer t.Stop()
	for {
		select {
		case <-runCtx.Done():
			return
		case now := <-t.C:
			if r.plan.StopRun(now, len(r.queue), r.findings.Len(), r.hangs.Load() > 0) {
				cancelRun()
				return
			}
		}
	}
}

// progress emits Progress events while the programs run, with
// Config.Progress; it returns the function that stops them.
func (r *reporter) progress() func() {
	if !r.cfg.Progress {
		return func() {}
	}
	start := time.Now()
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		t := time.NewTicker(250 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				r.emit(Progress{Programs: int(r.programs.Load()), Findings: r.findings.Len(), Elapsed: time.Since(start)})
			}
		}
	}()
	return func() { close(done); wg.Wait() }
}

// leak reports, once per package, that programs left goroutines or memory
// behind and a worker was replaced.
func (r *reporter) leak(l wire.Leak) {
	r.leakOnce.Do(func() {
		r.note("hogen: warning: the programs leak: a worker was replaced after %d programs (%d goroutines, %d MB of heap): %s",
			l.Programs, l.Goroutines, l.HeapMB, strings.TrimSuffix(l.Stacks, "\n"))
	})
}

// count adds one to a counter of r's under its lock.
func (r *reporter) count(n *int) {
	r.mu.Lock()
	*n++
	r.mu.Unlock()
}

// internal reports an internal error of hogen's: it counts (the exit
// code is ExitInternal).
func (r *reporter) internal(format string, args ...any) {
	r.count(&r.errors)
	r.fail(ExitInternal, format, args...)
}

// result receives a finding or a harness error from the run.
func (r *reporter) result(res exec.Result) {
	oc := res.Outcome
	if oc.Status == wire.StatusError {
		r.internal("hogen: internal error in the harness on program %d (a bug of hogen; please report it):\n%s", res.Index, oc.Message)
		return
	}
	sig, err := oc.Signature()
	if err != nil {
		r.internal("hogen: internal error: %v", err)
		return
	}
	f := blame.Finding{
		Signature: sig, Contract: oc.Contract, Program: res.Index, Enumerated: res.Enumerated,
		Size: res.Program.Size, Programs: res.Programs, Elapsed: res.Elapsed,
		Rule: oc.Rule, Suspicious: oc.Suspicious,
	}
	describe(&f, oc)
	if f.Kind == blame.Panic || f.Kind == blame.Crash {
		f.Stmt = r.siteText(oc.Site)
	}
	if r.cfg.Known != nil && r.cfg.Known(f.Fingerprint(r.p.PkgPath)) {
		// Known: counted once per root cause, never reported.
		if r.knownSet.Add(f) {
			r.count(&r.known)
		}
		return
	}
	set := &r.findings
	if f.Suspicious {
		if !r.cfg.Suspicious {
			if r.suspects.Add(f) {
				r.count(&r.hidden)
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
		r.queue <- queued{f: f, prog: res.Program, outcome: oc, index: res.Index, enumerated: res.Enumerated, fb: res.Feedback}
	}
}

// siteText returns the trimmed text of the line of the package's that
// site ("typesafe.go:1002") names, or "" where no file of the package's
// has it. Every failing program asks: each site's file is read once.
func (r *reporter) siteText(site string) string {
	if t, ok := r.sites.Load(site); ok {
		return t.(string)
	}
	t := r.readSite(site)
	r.sites.Store(site, t)
	return t
}

// readSite reads siteText's line from the package's file.
func (r *reporter) readSite(site string) string {
	file, line, ok := strings.Cut(site, ":")
	n, err := strconv.Atoi(line)
	if !ok || err != nil || n < 1 {
		return ""
	}
	for _, f := range r.p.Syntax {
		path := r.p.Fset.File(f.Pos()).Name()
		if filepath.Base(path) != file {
			continue
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return ""
		}
		lines := strings.Split(string(src), "\n")
		if n > len(lines) {
			return ""
		}
		return strings.TrimSpace(lines[n-1])
	}
	return ""
}

// queued is a new finding waiting for its reproducer.
type queued struct {
	f       blame.Finding
	prog    *synth.Program
	outcome exec.Outcome
	// index is the program's in the run, enumerated whether it came
	// from the enumeration, fb what it was generated from.
	index      int
	enumerated bool
	fb         *synth.Feedback
}

// written is a finding whose reproducer is written, waiting to be
// confirmed and reported.
type written struct {
	f       blame.Finding
	outcome exec.Outcome
	res     *repro.Result
	// alone: the program showed the finding again when it ran alone in a
	// new process (exec.Harness.Replay).
	alone bool
	// unshown: a type the minimized program built by hand as the tests
	// never do (synth.Unshown), or "".
	unshown string
	// making is what the finding shares with another of the same root
	// cause (see blame.MakingKey), or ""; merged the findings merged
	// into this one.
	making string
	merged []blame.Finding
}

// pipeline starts the goroutine that turns each new finding into a
// reproducer, and once the run is over confirms them all and reports
// the findings; the returned channel closes when that is done.
func (r *reporter) pipeline(ctx context.Context) <-chan struct{} {
	done := make(chan struct{})
	go func() {
		defer close(done)
		defer func() {
			if p := recover(); p != nil {
				r.internal("hogen: internal error while writing a reproducer: %v\n%s\nThis is a bug of hogen; please report it.", p, debug.Stack())
				for range r.queue { // let the run finish
				}
			}
		}()
		rw := &repro.Writer{Pkg: r.p, Set: r.set, Env: r.env, Sandbox: r.sb, MainDir: r.h.MainDir, Printer: r.printer, Dir: r.cfg.Out, Command: r.cfg.Command,
			Seed: r.cfg.Seed, Fuel: r.cfg.Fuel, Timeout: r.cfg.Timeout}
		all := r.writeAll(ctx, rw)
		r.confirm(ctx, rw, all)
	}()
	return done
}

// replays is how often a finding's program runs alone, in a new process,
// before it is minimized: a failure it never shows there may have needed
// the state earlier programs left in the worker.
const replays = 3

// writeAll minimizes and writes each new finding's reproducer while the
// run goes on, within the time the plan leaves.
func (r *reporter) writeAll(ctx context.Context, rw *repro.Writer) []*written {
	var w *exec.Worker // made for the first finding
	defer func() {
		if w != nil {
			w.Close()
		}
	}()
	var all []*written
	for q := range r.queue {
		budget := r.plan.Minimize(time.Now(), len(r.queue), len(all), r.hangs.Load() > 0)
		// A program that does not fail again alone must fail compiled: its
		// reproducer is not reported if it cannot be run. (A read past the
		// end of an array through unsafe fails compiled, and in a process
		// whose memory earlier programs filled, but may not in a new one.)
		alone := ctx.Err() != nil || r.h.Replay(ctx, q.prog, q.outcome, r.cfg.Fuel, r.cfg.Timeout, replays)
		if w == nil && budget > 0 && ctx.Err() == nil {
			var err error
			if w, err = r.h.NewWorker(ctx, false); err != nil {
				w = nil
			}
		}
		if wr := r.write(ctx, rw, w, q, budget); wr != nil {
			wr.alone = alone
			all = append(all, wr)
		}
	}
	return all
}

// write minimizes one finding's program, with worker w (if any) within
// budget, and writes its reproducer.
func (r *reporter) write(ctx context.Context, rw *repro.Writer, w *exec.Worker, q queued, budget time.Duration) *written {
	f, prog, oc := q.f, q.prog, q.outcome
	before := exec.Statements(prog)
	if w != nil && budget > 0 && ctx.Err() == nil {
		mcfg := exec.MinimizeConfig{Fuel: r.cfg.Fuel, Timeout: r.cfg.Timeout, Budget: budget, MaxRuns: 400}
		r.regenerate(q, &mcfg)
		m := r.h.Minimize(w, prog, oc, mcfg)
		prog, oc = m.Program, m.Outcome
		describe(&f, oc) // the reproducer's own message: another index, another length
		if f.Kind == blame.Panic || f.Kind == blame.Crash {
			f.Stmt = r.siteText(oc.Site)
		}
		r.mu.Lock()
		for pass, n := range m.Tries {
			r.tries[pass] += n
		}
		r.mu.Unlock()
	}
	f.Size = prog.Size
	f.Callback = oc.Callback
	src, _ := r.printer.File("main", []render.Func{{Name: "program", Prog: prog}})
	f.Source = string(src)
	if f.Kind == blame.Hang || f.Kind == blame.Crash {
		f.Stacks = r.h.ProgramStack(oc)
	}
	res, err := rw.Write(f, prog, oc, before)
	if err != nil {
		r.internal("hogen: writing the reproducer of %s: %v", f.Signature, err)
		return nil
	}
	w2 := &written{f: f, outcome: oc, res: &res, making: blame.MakingKey(f, prefixOps(prog))}
	if t := synth.Unshown(r.env, prog, oc.At); t != nil {
		w2.unshown = types.TypeString(t, func(p *types.Package) string { return p.Name() })
	}
	return w2
}

// prefixOps are the names of the operations the top-level statements of
// prog call before its last, in order: how the program made what its last
// statement used.
func prefixOps(prog *synth.Program) []string {
	stmts := prog.Body.Stmts
	if len(stmts) < 2 {
		return nil
	}
	var out []string
	for _, s := range stmts[:len(stmts)-1] {
		if c, ok := s.Value.(*synth.Call); ok && c.Op != nil {
			out = append(out, c.Op.Name)
		}
	}
	return out
}

// describe sets f's message and evidence from the outcome oc of its
// program.
func describe(f *blame.Finding, oc exec.Outcome) {
	f.Message, f.Evidence, f.Contract = oc.Message, oc.Evidence, oc.Contract
	if oc.Site != "" && oc.Contract != "" {
		f.Message += " (" + oc.Site + ")"
	}
}

// regenerate lets minimization shrink the decision stream of q's
// program: it records the stream by making the program again from its
// seed and feedback, and gives up (leaving cfg as it is) if that does
// not give the same program.
func (r *reporter) regenerate(q queued, cfg *exec.MinimizeConfig) {
	if q.enumerated {
		return
	}
	if r.mgen == nil { // the run's generators are busy: one of its own
		r.mgen = synth.New(r.env, r.set, r.synthConfig())
	}
	rec := &choice.Recorder{Src: choice.NewRandom(synth.ProgramSeed(r.cfg.Seed, q.index))}
	again := r.mgen.GenerateFrom(rec, q.fb)
	if again == nil || synth.Key(again) != synth.Key(q.prog) {
		return
	}
	cfg.Stream = rec.Seq
	cfg.Regenerate = func(seq []int) *synth.Program { return r.mgen.GenerateFrom(choice.NewReplay(seq), q.fb) }
}

// confirm compiles and runs the reproducers, all at once, drops the
// findings they do not show, installs the others and reports them.
func (r *reporter) confirm(ctx context.Context, rw *repro.Writer, all []*written) {
	results := make([]*repro.Result, len(all))
	for i, wr := range all {
		results[i] = wr.res
	}
	rw.Confirm(ctx, results, func() string {
		if r.ctx.Err() != nil {
			return "interrupted"
		}
		return outOfTime
	})
	var shown []*written
	var install []*repro.Result
	made := map[string]*written{}
	for _, wr := range all {
		verdict, why := blame.Confirm(wr.f, blame.Confirmation{
			Broken: wr.res.Broken, Confirmed: wr.res.Confirmed, NotRun: wr.res.NotRun,
			OutOfTime: wr.res.NotRun == outOfTime, Alone: wr.alone, Replays: replays, Unshown: wr.unshown,
		})
		switch {
		case verdict == blame.Drop:
			if os.Getenv("HOGEN_DEBUG_REPRO") != "" {
				r.log("DEBUG output:\n%s", wr.res.Output)
			}
			r.drop(wr.f, why)
			continue
		case verdict == blame.ShowSuspicious && !wr.f.Suspicious:
			wr.f.Suspicious = true
			if !r.cfg.Suspicious {
				r.count(&r.hidden)
				r.note("%s", why)
				continue
			}
		}
		if first := made[wr.making]; wr.making != "" && first != nil && first.f.Suspicious == wr.f.Suspicious && !wr.res.Broken {
			// The same object made the same way fails the same way in
			// another of its methods: one root cause, one report.
			first.merged = append(first.merged, wr.f)
			r.note("hogen: %s is reported with %s: the same object, made the same way, fails the same way", wr.f.Party, first.f.Party)
			continue
		}
		if wr.making != "" {
			made[wr.making] = wr
		}
		shown = append(shown, wr)
		if !wr.res.Broken {
			install = append(install, wr.res)
		}
	}
	if err := rw.Install(install); err != nil {
		r.internal("hogen: writing reproducers: %v", err)
	}
	for _, wr := range shown {
		r.report(wr.f, wr.merged, wr.outcome, *wr.res)
		if wr.res.Broken {
			r.internal("hogen: internal error: the reproducer of the finding above does not compile (a bug of hogen; please report it):\n%s", indent(wr.res.Output))
		}
	}
}

// outOfTime is why a reproducer was not run when the run's time ran out.
const outOfTime = "the time ran out"

// drop reports a finding that is not reported after all, as a note.
func (r *reporter) drop(f blame.Finding, msg string) {
	if !f.Suspicious {
		r.count(&r.dropped)
	}
	r.note("%s", msg)
}

// report emits one finding and counts it; merged are the findings of
// the same root cause reported with it.
func (r *reporter) report(f blame.Finding, merged []blame.Finding, oc exec.Outcome, res repro.Result) {
	if f.Suspicious {
		f.Operations = r.suspects.Operations(f.Signature)
		r.count(&r.shownSuspicious)
	} else {
		f.Operations = r.findings.Operations(f.Signature)
		r.count(&r.shown)
	}
	for _, m := range merged {
		if !slices.Contains(f.Operations, m.Party) {
			f.Operations = append(f.Operations, m.Party)
		}
		f.Merged = append(f.Merged, m.Fingerprint(r.p.PkgPath))
	}
	r.emit(Finding{Package: r.p.PkgPath, Finding: f, Site: oc.Site, Outcome: oc, Repro: res})
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
		r.report(f, nil, oc, repro.Result{NotRun: "any test of the package shows it"})
	}
}

// finish emits the run's Stats.
func (r *reporter) finish(s exec.Stats) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.emit(Stats{Package: r.p.PkgPath, Stats: s, Findings: r.shown, Suspicious: r.shownSuspicious, Dropped: r.dropped,
		Hidden: r.hidden, Known: r.known, Interrupted: r.ctx.Err() != nil, Build: r.build,
		Timed: time.Since(r.plan.Start), Sandbox: r.sandbox, MinimizeTries: r.tries})
}

// prune removes the reproducers hogen wrote for the package whose
// finding did not show in this run (Config.Prune): a finding known to
// the baseline, or suspicious and not shown, still shows.
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
	dir := r.cfg.Out
	if dir == "" {
		dir = filepath.Dir(r.p.GoFiles[0])
	}
	removed, err := repro.Prune(dir, keep)
	for _, path := range removed {
		r.note("hogen: pruned %s: its finding no longer shows", typesys.RelPath(path))
	}
	if err != nil {
		r.internal("hogen: -prune: %v", err)
	}
}

func indent(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	if len(lines) > 30 {
		lines = append(lines[:30], "...")
	}
	return "    " + strings.Join(lines, "\n    ")
}
